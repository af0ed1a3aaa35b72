// German texts of the table (merged into ../de.ts); must translate every key of table.en.ts.
import type { tableEn } from './table.en';

export const tableDe: Record<keyof typeof tableEn, string> = {
  'settings.button': 'Einstellungen',
  'settings.title': 'Einstellungen',
  'settings.motion': 'Animationen',
  'settings.motionHint':
    'Der Held läuft, Karten fliegen, Plättchen und Marker drehen sich um, Würfel rollen. Aus: alles ändert sich sofort (auch wenn dein System reduzierte Bewegung wünscht).',
  'settings.reducedSystem': 'Dein System wünscht reduzierte Bewegung: Animationen bleiben aus.',
  'dock.collapse': '{panel} einklappen',
  'dock.expand': '{panel} zeigen',
  'dock.dummy': 'Dummy-Spieler',
  'camera.follow': 'Folgen',
  'camera.followHint': 'Die Kamera folgt wieder dem Helden (bis du die Karte verschiebst).',
};
