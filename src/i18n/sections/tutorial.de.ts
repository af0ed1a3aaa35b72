// Deutsche Texte der geführten Einführung (src/ui/tutorial; in ../de.ts eingebunden).
import type { tutorialEn } from './tutorial.en';

export const tutorialDe: Record<keyof typeof tutorialEn, string> = {
  'tut.button': 'Einführung',
  'tut.buttonHint': 'Das Spiel lernen: eine geführte erste Partie mit Tovak, Schritt für Schritt',
  'tut.title': 'Einführung',
  'tut.stepOf': 'Schritt {n} von {total}',
  'tut.rule': 'Regel:',
  'tut.leave': 'Einführung verlassen',
  'tut.leaveHint':
    'Die Partie läuft als normales Spiel weiter; die Einführung lässt sich später fortsetzen.',
  'tut.resume': 'Einführung fortsetzen',
  'tut.skip': 'Schritt überspringen',
  'tut.next': 'Weiter',
  'tut.already': 'Schon erledigt: {step}.',
  'tut.skipped':
    'Übergangen: {step} — die Partie hat einen anderen Weg genommen, das ist in Ordnung.',
  'tut.decision':
    'Über der Karte wartet eine Entscheidung auf dich — triff sie, danach geht die Einführung weiter.',
  'tut.notYourTurn': 'Der Dummy-Spieler ist am Zug; einen Moment.',

  'tut.welcome.title': 'Willkommen bei Mage Knight',
  'tut.welcome.body':
    'Du spielst Tovak in einer kurzen Ersten Erkundung. Diese Anleitung begleitet dich durch deine erste Runde bis in die Nacht. Jeder Schritt sagt, was zu tun ist und warum; der leuchtende Ring zeigt, wo. Die Partie ist echt: Du kannst jederzeit etwas anderes tun, die Anleitung stellt sich darauf ein.',
  'tut.tactic.title': 'Wähle eine Taktik',
  'tut.tactic.body':
    'Jede Runde beginnt mit einer Taktikkarte. Ihre Zahl legt die Zugreihenfolge fest (kleinste zuerst), viele bringen einen kleinen Vorteil. Nimm eine — mit {earlyBird} ziehst du als Erster.',
  'tut.crystallize.title': 'Mana aus der Quelle nehmen',
  'tut.crystallize.body':
    'Klicke {crystallize} an und spiele die einfache Wirkung: Sie macht aus einem Mana einen Kristall. Bezahle mit dem grünen Würfel der Quelle — pro Zug darfst du einen Würfel nehmen. Der grüne Kristall kommt in dein Inventar.',
  'tut.crystallize.noCard':
    '{crystallize} ist nicht mehr auf deiner Hand. Nimm den Würfel für eine andere Karte: Jede starke Wirkung kann aus der Quelle bezahlt werden.',
  'tut.march.title': 'Eine Karte für Bewegung spielen',
  'tut.march.body':
    'Zieh {march} auf die Spalte Bewegung (oder klicke die Karte an). Einfach gespielt gibt sie Bewegung 2, stark — für ein grünes Mana — Bewegung 4.',
  'tut.march.withCrystal':
    'Wähle die starke Wirkung und bezahle im Zahlungsplan mit deinem grünen Kristall: Kristalle lassen sich jederzeit in Mana verwandeln.',
  'tut.march.noCard':
    '{march} ist nicht auf deiner Hand. Jede quer gespielte Karte gibt Bewegung 1; {stamina} und {swiftness} geben Bewegung 2.',
  'tut.crystal.title': 'Mit einem Kristall bezahlen',
  'tut.crystal.body':
    'Du hast noch einen Kristall. Braucht die starke Wirkung einer Karte seine Farbe, bietet ihn der Zahlungsplan an: Setz ihn jetzt ein oder heb ihn auf.',
  'tut.walk.title': 'Gehen',
  'tut.walk.body':
    'Die Felder, die du erreichst, leuchten mit ihren Bewegungskosten. Ebene kostet 2, Wald und Hügel 3. Klicke das markierte Ebenenfeld an: Tovak geht über die Ebene neben dem Portal dorthin.',
  'tut.walk.noMove':
    'Noch keine Bewegungspunkte: Spiel zuerst eine Karte für Bewegung (jede quer gespielte Karte gibt Bewegung 1).',
  'tut.walk.lessMove':
    'Mit weniger als Bewegung 4 kommst du in diesem Zug nur ein Feld weit — geh so weit du kannst; die nächsten Schritte klappen trotzdem.',
  'tut.end-turn-1.title': 'Beende deinen Zug',
  'tut.end-turn-1.body':
    'Klicke auf Zug beenden. Karten, die du nicht willst, darfst du abwerfen; behalte alle und zieh wieder bis zu deinem Handkartenlimit nach. Der Dummy-Spieler macht seinen Zug allein.',
  'tut.village.title': 'Geh zum Dorf',
  'tut.village.body':
    'Spiele {stamina} für Bewegung 2 und klicke das Dorf an. Im Dorf gibt es Einheiten und Heilung — und es liegt direkt neben den Orks.',
  'tut.village.needMove':
    'Spiel zuerst eine Karte für Bewegung 2: {stamina} oder {march}, einfach.',
  'tut.challenge.title': 'Fordere die Orks heraus',
  'tut.challenge.body':
    '{diggers} sind umherziehende Feinde: Stehst du neben ihnen, darfst du sie herausfordern. Ein Sieg bringt Ruhm, eine Niederlage Verletzungen. Klicke auf Herausfordern.',
  'tut.challenge.notAdjacent':
    'Herausfordern kannst du nur von einem Feld neben den Orks — das Dorf ist so eins. Geh zuerst dorthin.',
  'tut.block.title': 'Wehre ihren Angriff ab',
  'tut.block.body':
    'Zuerst kommt die Fernkampfphase (du hast nichts zum Schießen: weiter), dann die Blockphase. Klicke den Angriff von {diggers} an und zieh {coldToughness} in die Blockspalte: Block 3 hält ihren Angriff 3 auf. Bestätige den Block.',
  'tut.damage.title': 'Schaden',
  'tut.damage.body':
    'Jeder nicht abgewehrte Angriff richtet jetzt Schaden an: Verletzungskarten auf die Hand oder Verletzungen bei Einheiten. Du hast alles abgewehrt, also passiert nichts — weiter zur Angriffsphase.',
  'tut.damage.assign':
    'Ein Angriff wurde nicht abgewehrt: Verteile seinen Schaden auf Tovak (Verletzungskarten auf die Hand) oder auf Einheiten.',
  'tut.attack.title': 'Angreifen',
  'tut.attack.body':
    'Erkläre deinen Angriff auf {diggers} und bring 3 Angriff zusammen — so viel wie ihre Rüstung. {instinct} gibt Angriff 2, eine quer gespielte Karte 1 dazu. Bestätige: {diggers} sind besiegt, du bekommst Ruhm.',
  'tut.end-turn-2.title': 'Beende den Zug',
  'tut.end-turn-2.body': 'Gut gekämpft. Beende deinen Zug; behalte deine Karten und zieh nach.',
  'tut.explore.title': 'Erkunden',
  'tut.explore.body':
    'Die Karte wächst, wenn du erkundest. Spiele im Dorf {march} für Bewegung 2 und klicke den gestrichelten Umriss daneben an: Für 2 Bewegungspunkte wird ein neues Landschaftsteil aufgedeckt.',
  'tut.explore.needMove': 'Erkunden kostet 2 Bewegungspunkte: Spiel zuerst {march} einfach aus.',
  'tut.recruit.title': 'Eine Einheit anwerben',
  'tut.recruit.body':
    'Öffne das Dorf (Interagieren) und spiele {promise} und {threaten} für Einfluss 4. Wirb dann die Einheit {peasants} aus der Auslage an: Einheiten kämpfen, blocken und beschaffen dir Dinge.',
  'tut.recruit.needInfluence':
    'Spiel {promise} und {threaten} (einfach, je Einfluss 2), bis du Einfluss 4 hast.',
  'tut.end-turn-3.title': 'Beende den Zug',
  'tut.end-turn-3.body':
    'Beende deinen Zug. Dein Ruhm bringt dich vielleicht eine Stufe höher: Wähle über der Karte die Belohnung, die das Spiel anbietet.',
  'tut.rest.title': 'Rasten',
  'tut.rest.body':
    'Statt eines normalen Zuges kannst du rasten: Du gehst und kämpfst nicht, wirfst eine Karte (und beliebig viele Verletzungen) ab und ziehst neu. Klicke Rasten, wähle eine Karte zum Abwerfen, bestätige und beende den Zug.',
  'tut.rest.nextTurn':
    'Rasten füllt den ganzen Zug: Hast du schon Karten gespielt oder dich bewegt, geht es nicht mehr. Beende diesen Zug und raste im nächsten.',
  'tut.round-end.title': 'Das Ende der Runde',
  'tut.round-end.body':
    'Eine Runde endet, wenn jemand mit leerem Nachziehstapel das Rundenende ansagt — oder, allein gespielt, wenn der Stapel des Dummys aufgebraucht ist. Spiel bis dahin deine Züge: Wer in einem Zug keine Karte spielt, wirft am Ende eine ab. Der Ring zeigt die Schaltfläche.',
  'tut.night.title': 'Nacht',
  'tut.night.body':
    'Es ist Nacht geworden: Die Tag-Nacht-Tafel ist umgedreht, der Wald kostet weniger Bewegung, goldenes Mana gibt es nicht mehr und schwarzes wirkt. Wähle eine Nachttaktik.',
  'tut.finish.title': 'Du kennst die Grundlagen',
  'tut.finish.body':
    'Taktik, Karten und Mana, Gehen und Erkunden, ein Kampf, eine Einheit, Rasten und der Rundenwechsel — das ist der Kern von Mage Knight. Die Partie geht weiter: Erkunde, sammle Ruhm und steig auf. Der §-Knopf öffnet jederzeit die Regeln.',
  'tut.finish.close': 'Einführung schließen',
};
