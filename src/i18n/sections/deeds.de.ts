// German strings of skills and the non-combat deed effects (merged into ../de.ts); must translate
// every key of deeds.en.ts.
import type { deedsEn } from './deeds.en';

export const deedsDe: Record<keyof typeof deedsEn, string> = {
  'event.skill-used': '{hero} setzt die Fähigkeit {skill} ein.',
  'event.skill-returned': '{hero} gibt das Fähigkeitsplättchen {skill} zurück.',
  'event.banner-assigned': '{hero} weist {card} der Einheit {unit} zu.',
  'event.banner-returned':
    '{hero} nimmt {card} von der Einheit {unit} und mischt es ins Handlungsdeck zurück.',
  'play.choice.banner-round-end':
    'Rundenende, {hero}: Bleibt das Banner {source} der Einheit zugeordnet, oder mischst du es in dein Handlungsdeck zurück?',
  'banner.roundEnd.unit': 'Zugeordnet: {unit}',
  'banner.roundEnd.keep': 'Zugeordnet lassen',
  'banner.roundEnd.return': 'In mein Handlungsdeck zurückmischen',
  'event.card-to-deck': '{hero} legt {card} auf den Handlungsstapel ({position}).',
  'event.card-set-aside': '{hero} legt {card} für die Runde beiseite.',
  'event.card-revealed': '{hero} deckt {card} auf.',
  'event.die-claimed': '{hero} behält einen {color} Würfel bis zum Rundenende.',
  'event.crystal-lost': '{hero} verliert einen {color} Kristall.',
  'event.hand-revealed': '{hero} zeigt eine Hand ohne {color} Karte.',
};
