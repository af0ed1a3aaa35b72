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
  // ---- issue 16 parts 4–7: log lines in words, the unit detail, the dummy playing itself
  'play.dummy.auto': 'Der Dummy spielt selbst',
  'play.dummy.autoTip':
    'Die Züge des Dummyspielers laufen ohne Klick ab; was er aufdeckt, steht im Protokoll.',
  'play.dummy.playing': '{hero} (Dummy) ist am Zug…',
  'play.dummy.showCards': 'Seine Karten zeigen',
  'play.dummy.hideCards': 'Seine Karten verbergen',
  'units.pickTargetFirst': 'Wähle zuerst das Ziel (Feind anklicken), dann setze sie ein.',
  'units.pickBlockFirst': 'Wähle zuerst den Angriff, den du blockst, dann setze sie ein.',
  'sites.why.nothingToHeal':
    'Nichts zu heilen: keine Verletzung auf der Hand und keine verwundete Einheit',
  'hex.adventureRules':
    'Drinnen: Einheiten dürfen nicht eingesetzt werden, für Mana gelten die Nachtregeln (COMBAT-1b).',
  'unitDetail.abilities': 'Fähigkeiten',
  'unitDetail.oneAbility':
    'Eine Aktivierung nutzt eine Fähigkeit; danach ist die Einheit bis zur nächsten Runde verausgabt.',
  'unitDetail.recruit': 'Anwerbbar in: {sites}',
  'combat.next.blockNoHits': 'Keine Treffer — weiter zum Angriff',
  'log.opt.own': '{skill} (eigenes Plättchen)',
  'log.opt.common': '{skill} (aus dem allgemeinen Angebot)',
  'log.opt.token': 'das verdeckte Plättchen {enemy}',
  'log.opt.pile': 'das oberste Plättchen des Stapels {pile}',
  'log.from.hand': 'aus der Hand',
  'log.from.discard': 'vom Ablagestapel',
  'event.cards-drawn.single': '{hero} zieht 1 Karte.',
  'event.skill-offered.owned':
    'Das Fähigkeitsplättchen {skill} von {hero} kommt ins allgemeine Angebot.',
  'event.skill-offered.unit': '{skill} ({hero}): {unit} kommt ins Einheitenangebot.',
  'event.modifier.turn': '{hero} — {source}: {what} (bis zum Ende des Zuges).',
  'event.modifier.combat': '{hero} — {source}: {what} (bis zum Ende des Kampfes).',
  'event.modifier.round': '{hero} — {source}: {what} (bis zum Ende der Runde).',
  'event.modifier.unit': '{hero} — {source} auf {unit}: {what}.',
  'event.dummy-turn.extra':
    '{hero} (Dummy) deckt {cards} auf. Die letzte ist {color}: mit {n} Kristall(en) in {color} deckt er {n} weitere auf.',
  'event.dummy-turn.noExtra':
    '{hero} (Dummy) deckt {cards} auf. Die letzte ist {color}; er hat keinen Kristall in {color}.',
  'event.wound-thrown-away.from': '{hero} entfernt eine Verletzung {from}.',
};
