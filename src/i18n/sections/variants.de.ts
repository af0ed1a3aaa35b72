// German names and descriptions of the game variants (merged into ../de.ts); must translate every
// key of variants.en.ts. Terms follow the German rulebook (Varianten, Teamregeln).
import type { variantsEn } from './variants.en';

export const variantsDe: Record<keyof typeof variantsEn, string> = {
  'variant.no-interactive-spells.name': 'Keine interaktiven Zauber',
  'variant.no-interactive-spells.desc':
    'VAR-NICE-1: Manaschmelze, Manabesitz, Gedankenlesen und Energiefluss werden aus dem Zauberstapel entfernt.',
  'variant.no-interactive-skills.name': 'Keine interaktiven Fähigkeiten',
  'variant.no-interactive-skills.desc':
    'VAR-NICE-2: Fähigkeitsplättchen, die andere Spieler betreffen, werden aus den Fähigkeitenstapeln entfernt.',
  'variant.no-pvp.name': 'Kein Kampf Spieler-gegen-Spieler',
  'variant.no-pvp.desc':
    'VAR-NICE-3: Helden dürfen einander nicht angreifen; wer seine Bewegung auf einem anderen Helden beendet (außer in Städten und auf dem Portal), muss sich zurückziehen.',
  'variant.friendly-mana.name': 'Manafreundlich',
  'variant.friendly-mana.desc':
    'VAR-NICE-4: Bei Tag darf ein goldener Würfel keine Farbe ersetzen, die noch unbenutzt in der Quelle liegt, und nicht neu gewürfelt oder geändert werden, solange dort ein weiterer nicht-goldener Würfel liegt.',
  'variant.allow-pvp.name': 'Kampf Spieler-gegen-Spieler erlauben',
  'variant.allow-pvp.desc':
    'SCEN-RECON-4b: In „Die ersten Erkundungen“ dürfen Helden einander normalerweise nicht angreifen.',
  'variant.coop-assault.name': 'Gemeinsame Stadtüberfälle',
  'variant.coop-assault.desc':
    'COOP-1: Helden neben einer Stadt dürfen sie gemeinsam überfallen und teilen sich die Verteidiger (für Teams empfohlen, SCEN-TEAM-5).',
  'variant.night-arrival.name': 'Ankunft bei Nacht',
  'variant.night-arrival.desc':
    'VAR-TIME-1: Das Spiel beginnt mit einer Nachtrunde; die Manawürfel werden neu gewürfelt, bis kein Gold und kein Schwarz mehr in der Quelle liegt.',
  'variant.darkness-is-coming.name': 'Die Dunkelheit naht!',
  'variant.darkness-is-coming.desc':
    'VAR-TIME-2: Auf einen Tag folgt ein Tag; am Ende jedes Tages werden 2 Manawürfel geworfen – zeigt einer Schwarz, bricht die Nacht herein und bleibt bis zum Spielende.',
  'variant.rampage.name': 'Umherziehendes Übel!',
  'variant.rampage.desc':
    'VAR-RAMPAGE-1–3: Helden beginnen mit Ansehen −2. Nach jedem Tag (Rot, Grün, Gold) bzw. jeder Nacht (Weiß, Blau, Schwarz) kann ein Würfel pro geleertem Ork- oder Drakonierfeld einen neuen Feind bringen – bei Gold bzw. Schwarz zusätzlich einen braunen.',
  'variant.more-rampage.name': 'Mehr umherziehendes Übel!',
  'variant.more-rampage.desc':
    'VAR-RAMPAGE-4: Helden beginnen mit Ansehen −4; nach jedem Tag und jeder Nacht erhält jedes geleerte Feld einen neuen Feind, bei einer warmen (Tag) bzw. kalten (Nacht) Farbe auch einen braunen.',
  'variant.random-tile-orientation.name': 'Spielplanteile zufällig ausrichten',
  'variant.random-tile-orientation.desc':
    'VAR-MAP-2: Jedes aufgedeckte Spielplanteil (außer dem Startteil) wird zufällig ausgerichtet.',
  'variant.random-cities.name': 'Zufallsstädte',
  'variant.random-cities.desc':
    'VAR-MAP-3: Wird eine Stadt aufgedeckt, bestimmt eine zufällige Stadtkarte, welche Stadt dort steht.',
  'variant.interactive-combat.name': 'Interaktiver Kampf',
  'variant.interactive-combat.desc':
    'VAR-INTCOMBAT: Kämpft ein Held gegen einen einzelnen Feind, stellt der Spieler vor ihm geheim einen Würfel ein – Weiß: Rüstung +1 gegen Fernangriffe, Rot: Angriff +1, Blau: Rüstung +1 in der Angriffsphase, jeweils 1 Ruhm mehr.',
  'variant.action-upgrades.name': 'Verbesserte Aktionen',
  'variant.action-upgrades.desc':
    'VAR-DECK-1: Am Ende jeder Nacht außer der letzten werden Spielerzahl + 1 Fortgeschrittene Aktionen aufgedeckt; vom schwächsten Deck an darf jeder eine gegen eine passende Aktionskarte tauschen.',
  'variant.drafting.name': 'Drafting zu Spielbeginn',
  'variant.drafting.desc':
    'VAR-DECK-2: Vor der ersten Taktikwahl draftet jeder 3 der weitergereichten Fortgeschrittenen Aktionen; am Ende jedes Tages kommt eine davon in sein Deck.',
  'variant.megapolis.name': 'Megapolis',
  'variant.megapolis.desc':
    'VAR-MEGA: Zur zuletzt aufgedeckten Stadt kommt auf dem Feld rechts daneben eine zweite, zufällige Stadt – eine große Stadt des gewählten Levels (2–24) mit den Verteidigungsboni und Angeboten beider Städte.',
  'variant.two-megapolises.name': 'Zwei Megapolis',
  'variant.two-megapolises.desc':
    'VAR-MEGA-8: Auf beiden Stadt-Zentralteilen steht eine Megapolis des gewählten Levels – zur ersten aufgedeckten Stadt kommt eine zufällige zweite, die anderen beiden Städte kommen auf das zweite Stadt-Zentralteil. Mit 4 Spielern nur in der Vollständigen Eroberung im Teamspiel (SCEN-FULL-CONQ-5): Nur 2 Stadt-Zentralteile kommen ins Spiel.',
  'variant.hero-auction.name': 'Helden versteigern',
  'variant.hero-auction.desc':
    'VAR-AUCTION: Die Helden wurden vor dem Spiel versteigert; jeder beginnt mit dem gebotenen Ruhm im Minus, und die ersten Taktiken werden in umgekehrter Reihenfolge der Heldenwahl gewählt.',
  'variant.team-play.name': 'Teamspiel',
  'variant.team-play.desc':
    'SCEN-TEAM: Zwei Teams zu zweit. Verbündete kämpfen nicht gegeneinander und bleiben nicht auf einem Feld, dürfen die Burgen des anderen nutzen, sind von seinen interaktiven Fähigkeiten nicht betroffen und werten gemeinsam.',
  'variant.team-two-cities.name': 'Nur zwei Städte (Teams)',
  'variant.team-two-cities.desc':
    'SCEN-FULL-CONQ-5: Als Anreiz für gemeinsame Stadtüberfälle kommen nur 2 statt 4 Stadt-Zentralteile ins Spiel (die Zentralteile ohne Stadt bleiben), und beide Städte haben Level 10 oder höher. Nur mit Teamspiel.',
  'variant.druid-more-competition.name': 'Mehr Wettbewerb',
  'variant.druid-more-competition.desc':
    'SCEN-DRUID-7a: Auf jeder Lichtung dürfen nur 1 (bei 2 Spielern) bzw. 2 (bei 3 oder 4 Spielern) Schildplättchen liegen; wer eine volle Lichtung aktiviert, ersetzt ein Schildplättchen eines anderen Spielers (seine Wahl) durch eines seiner eigenen.',
  'variant.druid-epic.name': 'Epische Druidennächte',
  'variant.druid-epic.desc':
    'SCEN-DRUID-7b: 3 Tage und 3 Nächte mit allen Landschaftsteilen und allen Zentralteilen ohne Stadt; die Schildplättchen kommen auch nach der zweiten Nacht von den Lichtungen, und in der dritten Nacht beschwört jede markierte Lichtung einen braunen und einen roten Feind – 3 Kristalle pro Feindpaar.',
};
