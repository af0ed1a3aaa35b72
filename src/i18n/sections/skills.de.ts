// Deutsche Texte der Fähigkeiten-, Kartendetail-, PvP- und Kooperationsangriffs-Oberfläche und die
// Worte der benannten Sonderwirkungen (in ../de.ts eingebunden).
import type { skillsEn } from './skills.en';

export const skillsDe: Record<keyof typeof skillsEn, string> = {
  // ---- Fähigkeitsplättchen (SKILL-1..4)
  'skills.none': 'noch keine (ein Fähigkeitsplättchen auf jedem geraden Level)',
  'skills.use': 'Nutzen',
  'skills.useNamed': 'Fähigkeit {skill} nutzen',
  'skills.unflip': 'Aufdecken',
  'skills.unflipPay': 'Aufdecken ({mana})',
  'skills.usage.turn': 'Einmal pro Zug',
  'skills.usage.round': 'Einmal pro Runde (danach verdeckt)',
  'skills.usage.interactive': 'Einmal pro Runde, anhaltende Wirkung (Plättchen in die Mitte)',
  'skills.usage.passive': 'Dauerhaft',
  'skills.usage.competitive': 'Interaktiv ★: einmal pro Runde, Plättchen in die Mitte',
  'skills.usage.cooperative': 'Kooperativ ☆: einmal pro Runde, Plättchen in die Mitte',
  'skills.usage.otherTurns': '{usage}, auch in Zügen anderer Spieler',
  'skills.state.ready': 'bereit',
  'skills.state.used': 'in diesem Zug genutzt',
  'skills.state.flipped': 'verdeckt',
  'skills.state.center': 'in der Mitte',
  'skills.state.passive': 'wirkt immer',
  'skills.always': 'Immer: {what}',
  'skills.centre': 'In der Mitte:',
  'skills.return': '{skill} zurückgeben ({hero})',
  'skills.inCentre': 'In der Tischmitte: {list}',
  'skills.offer': 'Gemeinsame Fähigkeitenauslage',
  'skills.level.own': 'Aus deinen eigenen Plättchen gezogen',
  'skills.level.ownRule':
    'Behalte eines; das andere kommt in die gemeinsame Auslage. Dann nimm eine beliebige Fortgeschrittene Aktion aus der Auslage (END-6b.1).',
  'skills.level.common': 'Plättchen eines anderen Helden aus der gemeinsamen Auslage',
  'skills.level.commonRule':
    'Beide gezogenen Plättchen kommen in die gemeinsame Auslage, und du erhältst die unterste Fortgeschrittene Aktion der Auslage: {card} (END-6b.2).',
  'skills.level.commonRuleNoCard':
    'Beide gezogenen Plättchen kommen in die gemeinsame Auslage (END-6b.2).',

  // ---- Kartendetail
  'detail.cost.free': 'Kostenlos',
  'detail.cost.actionStrong': 'Kostet 1 Mana: {color}',
  'detail.cost.spellBasic': 'Kostet 1 Mana: {color}',
  'detail.cost.spellStrong': 'Nur nachts: 1 Mana ({color}) und 1 schwarzes Mana',
  'detail.cost.throwAway': 'Entferne das Artefakt (es verlässt das Spiel)',
  'detail.sideways':
    'Quer: stattdessen Bewegung 1, Einfluss 1, Angriff 1 oder Block 1 — nie Fern-, Belagerungs- oder Elementarwerte.',
  'detail.banner':
    'Banner: kann einer deiner Einheiten zugeordnet werden; sie erhält dann seine einfache Wirkung.',
  'detail.action': 'Diese Wirkung zu spielen ist die Aktion deines Zuges.',
  'detail.interactive': 'Interaktiver Zauber: im Solo- und Kooperationsspiel nicht dabei.',
  'detail.wound':
    'Eine Verletzung kann nie gespielt werden. Heile sie (1 Heilungspunkt) oder entferne sie, wenn eine Wirkung es erlaubt.',
  'detail.rules': 'Regeln',

  // ---- Regeltitel
  'rule.CARD-3a': 'Aktionskarte: einfache Wirkung kostenlos, starke für 1 Mana ihrer Farbe',
  'rule.CARD-3b': 'Zauber: 1 Mana für die einfache Wirkung; stark nur nachts mit schwarzem Mana',
  'rule.CARD-3c': 'Artefakt: einfache Wirkung, oder entfernen für die starke',
  'rule.CARD-3d': 'Verletzungen können nie gespielt werden',
  'rule.CARD-3e': 'Jede Karte außer Verletzungen quer für 1',
  'rule.CARD-6': 'Unbezahlbare Kosten machen die Wirkung unspielbar',
  'rule.CARD-6a': 'Verletzungen bezahlen keine Ablegekosten',
  'rule.MANA-1': 'Mana: Quellwürfel, Kristalle und Marker',
  'rule.MANA-1c': 'Kristalle werden jederzeit zu Mana',
  'rule.MANA-2': 'Goldenes und schwarzes Mana',
  'rule.MANA-2b': 'Schwarzes Mana nur nachts',
  'rule.MANA-3': 'Ein Quellwürfel pro Zug',
  'rule.DISCARD-1': 'Ablegen: auf deine Ablage',
  'rule.DISCARD-2': 'Entfernen: aus dem Spiel',
  'rule.DISCARD-2b': 'Eine entfernte Karte verlässt das Spiel',
  'rule.WOUND-1': 'Verletzungen kommen auf die Hand',
  'rule.WOUND-1a': 'Verletzungen dürfen nur abgelegt werden, wenn erlaubt',
  'rule.MOVE-2b': 'Bewegungspunkte',
  'rule.MOVE-7a': 'Geänderte Geländekosten',
  'rule.MOVE-7b': 'Unpassierbares Gelände betreten',
  'rule.MOVE-7c': 'Wirkungen, die dich versetzen',
  'rule.MOVE-7c.1': 'Solche Bewegung endet auf einem sicheren Feld',
  'rule.INTERACT-2a': 'Ansehen verändert den Einfluss',
  'rule.INTERACT-2c': 'Einflusspunkte',
  'rule.HEAL-3': 'Heilungspunkte',
  'rule.HEAL-3d': 'Keine Heilung im Kampf',
  'rule.HEAL-3c.2': 'Eine Einheit zu heilen kostet ihr Level',
  'rule.GAIN-1': 'Einen Manamarker erhalten',
  'rule.GAIN-2': 'Einen Kristall erhalten (höchstens 3 je Farbe)',
  'rule.GAIN-3': 'Neue Karten kommen oben auf dein Handlungsdeck',
  'rule.GAIN-3a': 'Die Auslage wird sofort aufgefüllt',
  'rule.GAIN-3b': 'Die Einheitenauslage wird nicht aufgefüllt',
  'rule.UNIT-3': 'Befehlsplättchen',
  'rule.UNIT-6': 'Eine Einheit bereit machen',
  'rule.UNIT-8': 'Banner an Einheiten',
  'rule.END-6': 'Ruhm und Levelaufstieg am Zugende',
  'rule.END-7b': 'Handkartenlimit beim Nachziehen',
  'rule.ROUND-1': 'Tag und Nacht',
  'rule.EFFECT-1': 'Regeländerungen gelten bis zum Zugende',
  'rule.COMPOSITE-1': 'Die Wirkung einer anderen Karte zählt als eine Wirkung',
  'rule.COMPOSITE-1a': 'Eine kombinierte Wirkung kann nicht geteilt werden',
  'rule.COMPOSITE-1b': 'Die gespielte Wirkung behält Farbe und Einschränkungen',
  'rule.COMPOSITE-1c': 'Zeitkrümmung legt die spielende Karte beiseite',
  'rule.COMBAT-1a': 'Angriff auf einen befestigten Ort',
  'rule.COOP-2c.1': 'Eine Stadt unterirdisch erreichen',
  'rule.COMBAT-4': 'Im Kampf nutzbare Wirkungen',
  'rule.COMBAT-5': 'Andere Kampfwirkungen',
  'rule.COMBAT-5a': 'Rote Wirkungen scheitern an Feuerwiderstand',
  'rule.COMBAT-5b': 'Blaue Wirkungen scheitern an Eiswiderstand',
  'rule.ABIL-ARCANE': 'Magieimmunität ignoriert Nicht-Angriffs-Wirkungen',
  'rule.COMBAT-6': 'Keine Heilung im Kampf',
  'rule.COMBAT-ATTACK-1': 'Angriffe in der Angriffsphase',
  'rule.COMBAT-ATTACK-1c': 'Wirkungen nur für die Angriffsphase',
  'rule.COMBAT-RANGED-3': 'Fern- und Belagerungsangriffe',
  'rule.COMBAT-RANGED-3b': 'Befestigte Feinde nur mit Belagerungsangriffen',
  'rule.COMBAT-RANGED-4a': 'Widerstände halbieren passende Angriffe',
  'rule.COMBAT-RANGED-4b': 'Kaltes Feuer halbieren nur Feuer- und Eiswiderstand',
  'rule.COMBAT-BLOCK-1': 'Feinde greifen in der Blockphase an',
  'rule.COMBAT-BLOCK-4': 'Blocks spielen',
  'rule.COMBAT-BLOCK-5a': 'Wirksame Blocks gegen Elemente',
  'rule.COMBAT-BLOCK-6a': 'Flinke Feinde brauchen doppelten Block',
  'rule.COMBAT-BLOCK-8a': 'Zusatzwirkungen von Blocks',
  'rule.COMBAT-BLOCK-9': 'Jeder Feind wird einzeln geblockt',
  'rule.COMBAT-DMG-3': 'Aller Schaden muss zugewiesen werden',
  'rule.TURN-REG-6d': 'Eine Aktion pro Zug',
  'rule.VAR-NICE-1': 'Interaktive Karten entfallen ohne Gegner',
  'rule.PVP-RANGED-4c.1': 'Gegen Fernangriffe eines Helden voll wirksam',
  'rule.PVP-SPECIAL-2e': 'Blockwirkungen gegen Einheiten eines Helden',
  'rule.PVP-SPECIAL-5': 'Annulliert einen Angriff eines anderen Helden',

  // ---- Aktionsworte
  'action.group.assign-banner': 'Banner zuordnen…',
  'action.group.use-banner': 'Banner nutzen…',
  'action.group.spend-influence': 'Einfluss ausgeben…',
  'action.group.combat-option': 'Kampfoptionen…',
  'action.group.scenario-action': 'Szenario-Aktionen…',
  'action.group.pvp-damage': 'Schaden zuweisen…',
  'action.group.coop-assault': 'Gemeinsamer Angriff…',
  'actions.assignBanner': '{card} an {unit} geben',
  'actions.useBanner': '{card} an {unit} nutzen',
  'actions.spendInfluence': 'Einfluss ausgeben: {item}',
  'actions.influence.heal': 'Heilung',
  'actions.influence.ready': '{unit} bereit machen',
  'actions.influence.aa': '{card} kaufen',
  'actions.reserve.attack': 'Aufbewahrten Angriff {n} nutzen ({source})',
  'actions.reserve.block': 'Aufbewahrten Block {n} nutzen ({source})',
  'actions.moveToAttack': 'Bewegungspunkte → Angriff 1',
  'actions.moveToAttackAll': 'Alle Bewegungspunkte → Angriff',
  'actions.moveToRanged': 'Bewegungspunkte → Fernangriff 1',
  'actions.moveToRangedAll': 'Alle Bewegungspunkte → Fernangriff',
  'actions.wingsOfNight': '{enemy} greift nicht an (Nachtschwingen)',
  'actions.bannerOfFear': '{unit}: Angriff von {enemy} aufheben (Banner der Furcht)',
  'actions.scenario.liberate-mine': 'Bergwerk befreien',
  'actions.scenario.activate-glade': 'Lichtung aktivieren',
  'actions.scenario.incantation': 'Beschwörung durchführen',
  'actions.scenario.tunnel': 'Tunnel graben',
  'actions.pvpDamage': 'Schaden: {to}',
  'actions.pvpLapse': 'Restlichen Schaden verfallen lassen',
  'actions.coopAssault': 'Gemeinsamer Angriff mit {heroes} ({counts})',

  // ---- Kampf Spieler gegen Spieler (§11)
  'pvp.title': 'Heldenkampf',
  'pvp.status.commit': 'Heldenkampf: {hero} lässt sich ein',
  'pvp.status.attack': 'Heldenkampf: {hero} greift an oder passt',
  'pvp.status.block': 'Heldenkampf: {hero} blockt',
  'pvp.status.damage': 'Heldenkampf: {hero} weist Schaden zu',
  'pvp.roles': '{aggressor} greift {defender} an',
  'pvp.commitment.full': 'voll eingelassen',
  'pvp.commitment.partial': 'teilweise eingelassen',
  'pvp.fortified': 'Verteidiger befestigt: in der Fernkampfphase nur Belagerung',
  'pvp.phase.commit': 'Einlassen',
  'pvp.phase.ranged': 'Fernkampf',
  'pvp.phase.melee': 'Nahkampf',
  'pvp.phase.after': 'Danach',
  'pvp.prompt.title': 'Du hast das Feld von {hero} betreten',
  'pvp.prompt.body':
    'Der Angriff auf {hero} ist deine Aktion in diesem Zug (MOVE-8b, PVP-1). Übrige Bewegungs- und Einflusspunkte verfallen.',
  'pvp.prompt.attack': '{hero} angreifen',
  'pvp.prompt.forbidden': 'Du darfst {hero} hier nicht angreifen',
  'pvp.prompt.withdraw': 'Zieh weiter, sonst musst du dich am Zugende zurückziehen (END-2).',
  'pvp.commit.leadYou': '{aggressor} greift dich an! Wie lässt du dich auf den Kampf ein (PVP-3)?',
  'pvp.commit.leadOther':
    '{aggressor} greift {defender} an: {defender} entscheidet, wie weit er sich einlässt.',
  'pvp.commit.full': 'Voll einlassen',
  'pvp.commit.full.1':
    'Spiele deinen ganzen nächsten Zug jetzt: dein Rundenplättchen wird umgedreht, dein nächster Zug entfällt (PVP-3a.1).',
  'pvp.commit.full.2':
    'Du darfst 1 Quellwürfel und Fähigkeiten nutzen, die nur im eigenen Zug gehen (PVP-3a.3/3a.4).',
  'pvp.commit.full.3': 'Solange dein Plättchen verdeckt ist, kann dich niemand erneut angreifen.',
  'pvp.commit.full.4':
    'Nach dem Kampf: Sonder- und Heilwirkungen, dann dein normales Zugende mit Nachziehen (PVP-3a.5/3a.6).',
  'pvp.commit.fullButton': 'Voll einlassen',
  'pvp.commit.partial': 'Teilweise einlassen',
  'pvp.commit.partial.1':
    'Dein nächster Zug findet normal statt; dein Plättchen bleibt offen und du kannst erneut angegriffen werden (PVP-3b.1).',
  'pvp.commit.partial.2':
    'Kein Quellwürfel und nur Fähigkeiten, die in Zügen anderer gehen (PVP-3b.2/3b.3).',
  'pvp.commit.partial.3':
    'Endet der Kampf, endet dein Teil sofort: keine Heilung, kein Zugende, kein Nachziehen (PVP-3b.4/3b.5).',
  'pvp.commit.partial.4': 'Ungenutzte Manamarker behältst du bis zu deinem nächsten Zug.',
  'pvp.commit.partialButton': 'Teilweise einlassen',
  'pvp.hint.commit': '{hero} wählt, sich voll oder teilweise einzulassen.',
  'pvp.hint.attackYou.ranged':
    'Du greifst mit Fern- und Belagerungsangriffen an — {blocker} darf blocken. Spiele Karten in die Angriffsspalte und greife an, oder passe.',
  'pvp.hint.attackYou.melee':
    'Du greifst an: jeder Angriff zählt, auch quer gespielte Karten — {blocker} darf blocken. Greife an oder passe.',
  'pvp.hint.attackOther': '{attacker} greift an oder passt.',
  'pvp.hint.blockYou.ranged':
    '{attacker} greift mit {n} an. Spiele Blocks: je 2 Blockpunkte senken den Angriff um 1 (PVP-RANGED-4c).',
  'pvp.hint.blockYou.melee':
    '{attacker} greift mit {n} an. Spiele Blocks: jeder Blockpunkt senkt den Angriff um 1 (PVP-MELEE-1d).',
  'pvp.hint.blockOther': '{blocker} blockt.',
  'pvp.hint.damage': '{attacker} weist {n} Schaden zu.',
  'pvp.hint.after':
    'Der Kampf ist vorbei. {hero} darf Sonder- und Heilwirkungen spielen und beendet dann den Zug.',
  'pvp.passes': 'Der andere Spieler hat gepasst: ein weiteres Passen beendet diese Phase.',
  'pvp.column.attack': 'Angriff von {hero}',
  'pvp.column.block': 'Block von {hero}',
  'pvp.column.empty.attack': 'Angriffe hier spielen (Karte ablegen, oder anklicken und dann hier)',
  'pvp.column.empty.block': 'Blocks hier spielen',
  'pvp.sideways': 'quer: physisch',
  'pvp.attackTotal': 'Angriff',
  'pvp.reduction': 'Senkt um',
  'pvp.damageNow': 'Schaden',
  'pvp.rule.rangedBlock':
    'Fernkampfphase: je 2 Blockpunkte senken den Angriff um 1; unwirksame Blocks zählen halb (PVP-RANGED-4).',
  'pvp.rule.meleeBlock':
    'Nahkampf: jeder Blockpunkt senkt den Angriff um 1; unwirksame Blocks zählen halb (PVP-MELEE-1d).',
  'pvp.makeAttack': 'Angreifen ({n})',
  'pvp.makeAttackShort': 'Angreifen',
  'pvp.pass': 'Passen',
  'pvp.passEnds': 'Passen (beendet die Phase)',
  'pvp.blockDone': 'Blocken beenden (−{n})',
  'pvp.blockDoneShort': 'Blocken beenden',
  'pvp.noBlock': 'Nicht blocken ({n} nehmen)',
  'pvp.damage.leadYou': '{n} Schaden gegen {hero}: du weist ihn zu ({rule}).',
  'pvp.damage.leadOther': '{hero} weist {n} Schaden zu.',
  'pvp.damage.rule':
    'Verwunden kostet die Rüstung des Ziels (doppelt bei einer Einheit mit passendem Widerstand); im Nahkampf stehlen 5 Schaden ein Artefakt, und die Bewegungskosten eines sicheren Nachbarfeldes erzwingen einen Rückzug.',
  'pvp.damage.hero': '{hero} verwunden',
  'pvp.damage.unit': '{unit} verwunden',
  'pvp.damage.artifact': '{card} stehlen',
  'pvp.damage.retreat': 'Rückzug erzwingen nach {place} ({hex})',
  'pvp.damage.cost': 'kostet {n}',
  'pvp.damage.lapse': 'Rest verfallen lassen ({n})',
  'pvp.outcome.retreat': '{loser} musste sich zurückziehen: {winner} gewinnt (Ruhm +{fame}).',
  'pvp.outcome.draw': 'Niemand greift mehr an: unentschieden. {aggressor} zieht sich zurück.',
  'pvp.summary.won': '{hero} gewinnt den Heldenkampf',
  'pvp.summary.draw': 'Der Heldenkampf endet unentschieden',
  'pvp.summary.retreat': '{hero} muss sich nach {place} zurückziehen.',
  'pvp.summary.withdrawn': '{hero} zieht sich nach {place} zurück (PVP-OUTCOME-2a).',
  'pvp.summary.wounds': 'Verletzungen von {hero}',
  'pvp.summary.units': 'Verletzte Einheiten: {list}',
  'pvp.summary.stolen': '{hero} nimmt {card} von {from}.',
  'pvp.summary.knockedOut': '{hero} wurde bewusstlos.',

  // ---- Gründe für die Geräteübergabe
  'handoff.pvp.commit': '{hero} greift dich an! Entscheide, wie weit du dich einlässt.',
  'handoff.pvp.attack.ranged':
    'Heldenkampf gegen {hero}: du greifst an (Fern- und Belagerungsangriffe).',
  'handoff.pvp.attack.melee': 'Heldenkampf gegen {hero}: du greifst an.',
  'handoff.pvp.block': '{hero} greift dich mit {n} an: blocke.',
  'handoff.pvp.damage': 'Weise die {n} Schaden deines Angriffs gegen {hero} zu.',
  'handoff.pvp.after': 'Der Heldenkampf ist vorbei: beende deinen Zug.',
  'handoff.coop.agree':
    '{hero} schlägt einen gemeinsamen Stadtüberfall vor: zustimmen oder ablehnen.',
  'handoff.coop.assault': 'Dein Teil des gemeinsamen Stadtüberfalls.',
  'handoff.coop.finish': 'Der gemeinsame Überfall ist vorbei: beende deinen Zug.',

  // ---- Rundenplättchen
  'order.up': 'Rundenplättchen offen',
  'order.down.pvp':
    'Verdeckt: voll auf einen Heldenkampf eingelassen — nächster Zug entfällt, kann nicht angegriffen werden (PVP-3a.1)',
  'order.down.coop': 'Verdeckt: beim gemeinsamen Stadtüberfall — nächster Zug entfällt (COOP-4)',
  'order.down.generic':
    'Verdeckt: der nächste Zug entfällt und der Held kann nicht angegriffen werden (TURN-FLIP-2)',

  // ---- Gemeinsamer Stadtüberfall (§12)
  'play.choice.coop-agree': '{hero}: beim Überfall auf die Stadt mitmachen?',
  'coop.title': 'Gemeinsamer Überfall auf die {city}',
  'coop.stage.assault': 'Überfallzüge',
  'coop.stage.finish': 'Zugenden',
  'coop.defenders.one': '{n} Verteidiger',
  'coop.defenders.other': '{n} Verteidiger',
  'coop.you': 'du',
  'coop.agreed': 'zugestimmt',
  'coop.fewer': 'Weniger Verteidiger für {hero}',
  'coop.more': 'Mehr Verteidiger für {hero}',
  'coop.propose.open': 'Gemeinsamen Überfall auf die {city} vorschlagen…',
  'coop.propose.lead':
    'Die {city} hat {n} Verteidiger. Lade benachbarte Helden ein und teile die Verteidiger auf: jeder erhält mindestens 1, verdeckt und zufällig verteilt (COOP-3, COOP-5).',
  'coop.propose.invite': 'Einladen',
  'coop.propose.split': 'Aufteilung der {n} Verteidiger (jetzt {sum})',
  'coop.propose.rule':
    'Stimmen alle zu, drehen alle Beteiligten ihr Rundenplättchen um und verzichten auf ihren nächsten Zug (COOP-4). Du greifst zuerst an, dann die anderen in Rundenreihenfolge.',
  'coop.propose.send': 'Vorschlagen',
  'coop.agree.lead':
    '{hero} schlägt einen gemeinsamen Überfall auf die {city} vor. Du hättest {n} ihrer Verteidiger gegen dich.',
  'coop.agree.cost':
    'Stimmst du zu, wird dein Rundenplättchen umgedreht: du verzichtest auf deinen nächsten Zug (COOP-4). Du ziehst in die Stadt und kämpfst nur gegen die dir zugeteilten Verteidiger.',
  'coop.agree.yes': 'Zustimmen',
  'coop.agree.no': 'Ablehnen',
  'coop.hint.enter':
    'Ziehe direkt in die Stadt: das ist dein einziger Zug (COOP-6c). Dann kämpfe gegen deine Verteidiger.',
  'coop.hint.fight':
    'Kämpfe gegen deinen Teil der Verteidiger; ist dein Kampf vorbei, beende deinen Teil.',
  'coop.hint.conquered':
    'Die Stadt ist erobert. Alle Beteiligten beenden ihren Zug in Rundenreihenfolge (COOP-7b).',
  'coop.hint.notConquered':
    'Es bleiben Verteidiger: alle haben sich zurückgezogen. Alle Beteiligten beenden ihren Zug (COOP-7a/7b).',
  'coop.giveUp': 'Meinen Teil aufgeben (die Stadt nicht betreten)',
  'coop.done': 'Mein Teil des Überfalls ist erledigt',

  // ---- benannte Sonderwirkungen in Worten (cards/describe.ts hookText)
  'hook.arythea-healing-ritual':
    'Entferne bis zu 2 Verletzungen aus deiner Hand; eine davon geht in die Hand des nächsten anderen Helden',
  'hook.arythea-polarization':
    'Nutze ein Mana als seine Gegenfarbe (rot↔blau, grün↔weiß, gold↔schwarz); am Tag darf Schwarz jede Grundfarbe ersetzen, nachts Gold ein Schwarz für einen Zauber',
  'hook.arythea-ritual-of-pain':
    'Entferne bis zu 2 Verletzungen aus deiner Hand; Plättchen in die Mitte: ein anderer Spieler kann es zurückgeben, um eine Verletzung quer als Karte mit Wert 3 zu spielen',
  'hook.attack-if-no-wound-this-combat':
    '{attack} in der Angriffsphase, wenn du in diesem Kampf noch keine Verletzung auf die Hand genommen hast',
  'hook.banner-as-command-token':
    'Eine in diesem Zug angeworbene Einheit darf dieses Banner statt eines Befehlsplättchens nehmen',
  'hook.banner-of-courage':
    'Banner: einmal pro Runde, außerhalb des Kampfes, umdrehen, um seine Einheit bereit zu machen',
  'hook.banner-of-fear':
    'Banner: in der Blockphase seine Einheit verausgaben, um einen feindlichen Angriff aufzuheben (Ruhm +1)',
  'hook.banner-of-fortitude': 'Banner: einmal pro Runde ignoriert seine Einheit eine Verletzung',
  'hook.banner-of-glory':
    'Banner: seine Einheit erhält Rüstung +1 und +1 auf jeden Angriff und Block; Ruhm +1, wann immer sie angreift oder blockt',
  'hook.banner-of-protection': 'Banner: seine Einheit erhält Rüstung +1, Feuer- und Eiswiderstand',
  'hook.block-terrain-cost':
    'Block ({element}) in Höhe der unveränderten Bewegungskosten deines Feldes',
  'hook.boost-action':
    'Spiele die starke Wirkung einer anderen Aktionskarte, ohne ihr Mana zu bezahlen; ihre Bewegung, ihr Einfluss, Angriff oder Block erhält +{bonus}',
  'hook.braevalar-natures-vengeance':
    'Plättchen in die Mitte: bis zu deinem nächsten Zug erhalten Feinde anderer Spieler in der Blockphase Angriff +1',
  'hook.braevalar-natures-vengeance-coop':
    'Plättchen in die Mitte: ein anderer Spieler kann es zurückgeben, um dieselbe Wirkung auf einen seiner Feinde anzuwenden',
  'hook.braevalar-shapeshift':
    'Eine Basis-Aktionskarte mit fester Bewegung, festem Angriff oder Block gibt stattdessen denselben Wert als eines der anderen beiden (Element bleibt)',
  'hook.crystal-by-enemy-resistance':
    'Ein Kristall je Feind, den dieser Angriff besiegt: rot bei Feuer-, blau bei Eis-, grün bei physischem Widerstand, weiß immer',
  'hook.crystal-from-source-die':
    'Ein Kristall in der Farbe eines Quellwürfels mit Grundfarbe; danach wird der Würfel neu geworfen',
  'hook.crystal-from-spell-offer':
    '{count} Kristall(e) in den Farben verschiedener Zauber der Zauberauslage',
  'hook.discard-pile-to-deck.true':
    'Lege {count} zufällige Karten deiner Ablage oben oder unten auf dein Handlungsdeck',
  'hook.discard-pile-to-deck.false':
    'Lege {count} Karten deiner Wahl aus deiner Ablage oben oder unten auf dein Handlungsdeck',
  'hook.draw-attack-to-this-unit':
    'Ein feindlicher Angriff −{reduce}; sein Schaden muss zuerst dieser Einheit zugewiesen werden',
  'hook.end-of-turn-card-to-deck.bottom':
    'Am Zugende darfst du diese Karte unter dein Handlungsdeck legen',
  'hook.end-of-turn-card-to-deck.top':
    'Am Zugende darfst du diese Karte oben auf dein Handlungsdeck legen',
  'hook.end-of-turn-reclaim.false':
    'Am Zugende darfst du eine andere Karte (keine Verletzung) ablegen, um diese Karte zurück auf die Hand zu nehmen',
  'hook.end-of-turn-reclaim.true':
    'Am Zugende darfst du eine andere Karte (auch eine Verletzung) ablegen, um diese Karte zurück auf die Hand zu nehmen',
  'hook.enemies-do-not-attack': 'Bis zu {max} Feinde greifen in diesem Kampf nicht an',
  'hook.energy-flow.false':
    'Mache eine deiner Einheiten bereit; dann darfst du bei jedem anderen Spieler eine Einheit bis Level {opponentMaxLevel} verausgaben',
  'hook.energy-flow.true':
    'Mache eine deiner Einheiten bereit und heile sie; dann darfst du bei jedem anderen Spieler eine Einheit bis Level {opponentMaxLevel} verausgaben',
  'hook.flip-skill.rest': 'drehe dieses Plättchen um; es wird wieder aufgedeckt, wenn du rastest',
  'hook.flip-skill.action':
    'drehe dieses Plättchen um; mit der Aktion eines Zuges deckst du es wieder auf',
  'hook.flip-skill.green-mana':
    'drehe dieses Plättchen um; mit einem grünen Mana deckst du es wieder auf',
  'hook.gain-crystal-missing-color':
    'Ein Kristall einer Grundfarbe, von der du keinen Kristall hast',
  'hook.gain-crystal-owned-color': 'Ein Kristall einer Farbe, von der du schon einen Kristall hast',
  'hook.gain-mana-use-now': 'Ein Manamarker ({colors}), der sofort genutzt werden muss',
  'hook.goldyx-source-freeze':
    'Plättchen in die Quelle: andere Spieler dürfen ihren Quellwürfel nicht nutzen; in deinem nächsten Zug erhältst du einen Kristall einer Farbe, die ein Quellwürfel zeigt',
  'hook.goldyx-source-opening':
    'Plättchen in die Mitte (du darfst einen Quellwürfel neu werfen): ein anderer Spieler kann es zurückgeben, um einen weiteren Quellwürfel zu nutzen; du erhältst einen Kristall seiner Farbe',
  'hook.goldyx-universal-power':
    'Füge einer quer gespielten Karte ein Mana hinzu: sie zählt 3, oder 4, wenn sie eine Aktions- oder Zauberkarte dieser Farbe ist',
  'hook.heal-with-fame': 'Heilung {amount}; Ruhm +1 für jeden davon ausgegebenen Heilungspunkt',
  'hook.horn-of-wrath':
    'Belagerungsangriff {base}, bis zu +{maxExtra} mehr: wirf für jeden Zusatzpunkt einen Manawürfel, eine Verletzung bei Schwarz oder Rot',
  'hook.krang-mana-enhancement':
    'Gibst du Mana einer Grundfarbe aus, erhältst du einen Kristall dieser Farbe; Plättchen in die Mitte: ein anderer Spieler kann es für einen Manamarker dieser Farbe zurückgeben',
  'hook.krang-mana-suppression':
    'Plättchen in die Mitte: bis zu deinem nächsten Zug kostet das erste Grundfarben-Mana jedes anderen Spielers ein weiteres dieser Farbe; danach erhältst du einen Kristall einer dieser Farben',
  'hook.krang-master-of-chaos':
    'Drehe das Farbrad einen Schritt: blau Block 3, grün Bewegung 1, schwarz Fernangriff Kaltes Feuer 1, weiß Einfluss 2, rot Angriff 2, gold eines davon',
  'hook.krang-puppet-master':
    'Behalte ein in diesem Zug besiegtes Feindplättchen, oder wirf ein behaltenes ab für einen Angriff in Höhe seines halben Angriffs oder einen Block in Höhe seiner halben Rüstung (aufgerundet)',
  'hook.mana-claim':
    'Behalte einen Quellwürfel mit Grundfarbe bis zum Rundenende: jetzt 3 Manamarker seiner Farbe, oder 1 in jedem deiner späteren Züge',
  'hook.mana-curse':
    'bis zum Rundenende nehmen andere Spieler eine Verletzung, wenn sie Mana dieser Farbe nutzen (einmal pro Zug)',
  'hook.mana-meltdown':
    'Jeder andere Spieler verliert einen zufälligen Kristall (ohne Kristall eine Verletzung); du darfst einen davon nehmen',
  'hook.mana-radiance':
    'Wähle eine Grundfarbe: jeder Spieler nimmt je Kristall dieser Farbe eine Verletzung; dann erhältst du 2 Kristalle dieser Farbe',
  'hook.maximal-effect.basic':
    'Entferne eine andere Aktionskarte aus deiner Hand: ihre einfache Wirkung {times}-mal, als eine Wirkung',
  'hook.maximal-effect.strong':
    'Entferne eine andere Aktionskarte aus deiner Hand: ihre starke Wirkung {times}-mal ohne Mana, als eine Wirkung',
  'hook.mind-read.false':
    'Wähle eine Farbe: ein Kristall davon; jeder andere Spieler legt einen Zauber oder eine Aktionskarte dieser Farbe ab oder zeigt eine Hand ohne solche',
  'hook.mind-read.true':
    'Wähle eine Farbe: ein Kristall davon; jeder andere Spieler legt einen Zauber oder eine Aktionskarte dieser Farbe ab oder zeigt eine Hand ohne solche; du darfst eine abgelegte Aktionskarte behalten',
  'hook.motivation-lockout': 'danach keine andere Motivation bis zum Ende deines nächsten Zuges',
  'hook.mysterious-box.basic':
    'Decke das oberste Artefakt auf: in diesem Zug wirkt die Kiste wie dieses Artefakt (einfache Wirkung oder als Banner)',
  'hook.mysterious-box.strong':
    'Decke das oberste Artefakt auf: nutze seine starke Wirkung; die Kiste wird entfernt',
  'hook.norowas-bonds-of-loyalty':
    'Beim Erhalt: 2 normale Einheiten kommen in die Einheitenauslage; das Plättchen ist ein zusätzliches Befehlsplättchen (seine Einheit kostet 5 Einfluss weniger und kann nicht entlassen werden)',
  'hook.norowas-calming-the-weather':
    'Plättchen in die Mitte: ein anderer Spieler kann es zurückgeben für Geländekosten −1 (mindestens 1) in seinem Zug',
  'hook.norowas-prayer-of-weather':
    'Plättchen in die Mitte: bis zu deinem nächsten Zug kostet dich jedes Gelände 2 weniger (mindestens 1) und jeden anderen Spieler 1 mehr (höchstens 5)',
  'hook.offering':
    'Ein roter Kristall; dann lege bis zu 3 Karten (keine Verletzungen) ab, für je einen Kristall in der Farbe der Karte',
  'hook.peaceful-moment-action.false':
    'Einfluss {influence}, oder als deine Aktion: Heilung 1 je 2 Einfluss',
  'hook.peaceful-moment-action.true':
    'Einfluss {influence}, oder als deine Aktion: Heilung 1 je 2 Einfluss und Einheiten bereit machen für 2 Einfluss je Level',
  'hook.possess':
    'Ein Feind greift nicht an; in der Angriffsphase erhältst du einen Angriff in Höhe seines Angriffswerts (gleiches Element) gegen die anderen Feinde',
  'hook.ready-all-units': 'Mache alle deine Einheiten bereit',
  'hook.ready-healed-unit':
    'In diesem Zug ziehst du für jede aus der Hand geheilte Verletzung eine Karte, und jede geheilte Einheit wird bereit',
  'hook.ready-units-for-influence':
    'Mache deine Einheiten bis Level {maxLevel} bereit, für {influencePerLevel} Einfluss je Level',
  'hook.ready-units-total-level': 'Mache Einheiten mit zusammen höchstens Level {maxTotal} bereit',
  'hook.recruit-discount':
    'Das Anwerben einer Einheit kostet in diesem Zug {amount} Einfluss weniger',
  'hook.recruit-discount.reputation':
    'Das Anwerben einer Einheit kostet in diesem Zug {amount} Einfluss weniger; dann Ansehen {reputation}',
  'hook.reduce-damage.physical':
    'Ignoriere {amount} Schaden eines physischen Angriffs oder {otherAmount} eines anderen Angriffs',
  'hook.reduce-damage.fire-ice':
    'Ignoriere {amount} Schaden eines Feuer- oder Eisangriffs oder {otherAmount} eines anderen Angriffs',
  'hook.regenerate':
    'Bezahle ein Mana und entferne eine Verletzung aus deiner Hand; ziehe 1 Karte, wenn das Mana {bonusColor} war oder du den wenigsten Ruhm hast',
  'hook.reroll-source': 'Wirf alle Quellwürfel neu',
  'hook.return-spent-crystals':
    'Am Zugende kehren die in diesem Zug ausgegebenen Kristalle in dein Inventar zurück',
  'hook.roll-for-crystals':
    'Wirf {rolls}-mal einen Manawürfel: je gewürfelter Farbe ein Kristall (Gold: beliebig; Schwarz: Ruhm +1)',
  'hook.roll-for-wounds': 'Wirf {dice} Manawürfel: eine Verletzung bei Schwarz oder Rot',
  'hook.rush-of-adrenaline':
    'Die erste Verletzung, die du in diesem Zug nimmst, wird entfernt und du ziehst eine Karte; für jede der nächsten 3 ziehst du eine Karte',
  'hook.sacrifice':
    'Wähle grün oder weiß und rot oder blau: je Paar dieser Kristalle Belagerungsangriff 4 (grün) oder Fernangriff 6 (weiß), Feuer (rot) oder Eis (blau); die Paare werden zu Manamarkern',
  'hook.scout-peek':
    'Sieh dir einen verdeckten Feind bis {range} Felder entfernt oder das oberste Plättchen eines Feindstapels an; Ruhm +1, wenn du ihn in diesem Zug besiegst',
  'hook.set-source-dice':
    'Nimm {dice} Quellwürfel und stelle jeden auf eine Farbe (nicht Gold): je Würfel {tokensPerDie} Manamarker dieser Farbe',
  'hook.split-attack': '{attack} gegen jeden von bis zu {count} verschiedenen Feinden',
  'hook.split-block': '{block} gegen jeden von bis zu {count} verschiedenen Angriffen',
  'hook.throw-away-wounds-received':
    'Am Zugende darfst du alle in diesem Zug erhaltenen Verletzungen entfernen',
  'hook.time-bending':
    'Zugende: lege diese Karte beiseite; die anderen gespielten Karten kommen zurück auf deine Hand; mache sofort einen weiteren Zug',
  'hook.tovak-mana-exploit':
    'Erhalte einen Manamarker einer Farbe außer Gold; Plättchen in die Mitte: bis zu deinem nächsten Zug nehmen andere eine Verletzung, wenn sie Mana einer anderen Farbe nutzen',
  'hook.tovak-mana-overload':
    'Erhalte einen Manamarker einer Farbe außer Gold; Plättchen in die Mitte: wer als Erster eine Bewegungs-, Einfluss-, Angriffs- oder Blockkarte mit dieser Farbe verstärkt, erhält +4',
  'hook.underground-attack':
    'Ziehe bis zu {maxSpaces} aufgedeckte Felder (kein Sumpf, kein See) auf einen befestigten Ort oder zu einem anderen Helden: ein Angriff, der Befestigungen ignoriert',
  'hook.wings-of-night':
    'Ein Feind greift in diesem Kampf nicht an; weitere Feinde kosten Bewegungspunkte: 1 für den 2., 2 für den 3., …',
  'hook.wolfhawk-deadly-aim':
    '+1 auf einen Angriff in der Fern- und Belagerungsphase oder +2 in der Angriffsphase',
  'hook.wolfhawk-dueling':
    'Block 1 gegen einen Feind und Angriff 1 gegen ihn in der Angriffsphase; Ruhm +1, wenn du ihn ohne Einheitenfähigkeiten besiegst',
  'hook.wolfhawk-howl-of-the-pack':
    'Eine quer gespielte Karte zählt 4 (+1 je Befehlsplättchen ohne Einheit); Plättchen in die Mitte: ein anderer Spieler kann es zurückgeben, um einen Feind zu schwächen (Rüstung −1, Angriff −1)',
  'hook.wolfhawk-on-her-own':
    'Einfluss 3, oder Einfluss 1, wenn du in diesem Zug eine Einheit mit Einfluss anwirbst',
  'hook.wolfhawk-wolfs-howl':
    'Eine quer gespielte Karte zählt 4 (+1 je Befehlsplättchen ohne Einheit); Plättchen in die Mitte: bis zu deinem nächsten Zug erhalten Einheiten anderer Spieler −1 auf Angriffe und Blocks',
  'hook.wound-this-unit': 'danach ist diese Einheit verletzt',
  'mod.ambush':
    'deine erste Angriffskarte in diesem Zug erhält +{attack}, oder deine erste Blockkarte +{block}',
  'mod.attacks-also-siege':
    'jeder Angriff, den du in diesem Kampf spielst, zählt auch als Belagerungsangriff',
  'mod.attacks-become-cold-fire':
    'jeder Angriff, den du in diesem Kampf spielst, wird zu Kaltem Feuer',
  'mod.bow-of-starsdawn':
    'jeder Fernangriff in diesem Zug wird verdoppelt oder zum Belagerungsangriff; ein verdoppelter Belagerungsangriff wird zum Fernangriff',
  'mod.buy-from-offer.discard':
    'einmal in diesem Zug: {price} Einfluss kaufen eine Fortgeschrittene Aktion aus der Auslage auf deine Ablage',
  'mod.buy-from-offer.hand':
    'einmal in diesem Zug: {price} Einfluss kaufen eine Fortgeschrittene Aktion aus der Auslage auf deine Hand',
  'mod.day-rules-at-night':
    'nachts: Wald kostet 3, goldenes Mana ist nutzbar und Besatzungen sind wie am Tag sichtbar',
  'mod.double-physical-attacks':
    'physische Angriffe zählen in der Angriffsphase doppelt; Feinde verlieren physischen Widerstand',
  'mod.explore-distance': 'du darfst Plättchen {distance} Felder entfernt erkunden',
  'mod.extra-die-black-as-any':
    'ein weiterer Quellwürfel; ein schwarzer darf als beliebige Farbe genutzt werden',
  'mod.forbid-terrain': '{terrain} darf in diesem Zug nicht betreten werden',
  'mod.ignore-first-enemy-wound':
    'dein Held ignoriert in diesem Zug die erste Verletzung durch Feinde',
  'mod.ignore-reputation': 'Ansehen wirkt in diesem Zug nicht auf dich',
  'mod.ignore-site-fortifications': 'Befestigungen von Orten werden in diesem Zug ignoriert',
  'mod.influence-as-block': 'Einfluss darf in diesem Zug als Block ({element}) genutzt werden',
  'mod.influence-as-block.physical': 'Einfluss darf in diesem Zug als Block genutzt werden',
  'mod.move-to-attack': 'im Kampf in diesem Zug gibt {movePerAttack} Bewegungspunkt Angriff 1',
  'mod.move-to-attack.movePerRanged':
    'im Kampf in diesem Zug gibt {movePerAttack} Bewegungspunkt Angriff 1, {movePerRanged} geben Fernangriff 1',
  'mod.night-rules-at-day': 'am Tag: Wüste kostet 3 und schwarzes Mana ist wie nachts nutzbar',
  'mod.no-damage-to-units': 'deinen Einheiten darf kein Schaden zugewiesen werden',
  'mod.norowas-leadership':
    'die nächste Einheit, die du aktivierst, erhält Block +3, Angriff +2 oder Fernangriff +1',
  'mod.reveal-garrisons':
    'am Tag werden die Besatzungen befestigter Orte bis {range} Felder entfernt aufgedeckt',
  'mod.sideways-boost.advanced-spell-artifact':
    'eine quer gespielte Karte zählt {value}, oder {better}, wenn sie eine Fortgeschrittene Aktion, ein Zauber oder ein Artefakt ist',
  'mod.sideways-boost.no-source-die':
    'eine quer gespielte Karte zählt {value}, oder {better}, wenn du in diesem Zug keinen Quellwürfel nutzt',
  'mod.space-bending':
    'Felder in 2 Entfernung gelten beim Ziehen und Erkunden als benachbart; deine Züge provozieren keine umherziehenden Feinde',
  'mod.space-cost':
    'ein Feld deiner Wahl: Bewegungskosten {delta} in diesem Zug (mindestens {min})',
  'mod.special-dice-as-basic':
    'nutze 3 weitere Quellwürfel; schwarze und goldene Würfel zählen als beliebige Grundfarbe',
  'mod.unit-armor-bonus':
    'alle deine Einheiten erhalten Rüstung +{amount} und +{amount} auf Angriffe und Blocks; Ruhm +1 je Einheit, die angreift oder blockt',
  'mod.unlimited-mana':
    'unbegrenzt Mana {color} und schwarz in diesem Zug; Ruhm +1 je gewirktem Zauber der Farbe {color}',
  'mod.wound-sideways':
    'eine Verletzung darf wie eine normale Karte quer gespielt werden, Wert {value}',
  'enemyfx.armor-by-fortification': 'Rüstung {amount}, {fortified}, wenn befestigt (mindestens 1)',
  'enemyfx.armor-one-if-blocked': 'Rüstung 1, wenn alle seine Angriffe geblockt wurden',
  'enemyfx.armor-per-excess-block': 'Rüstung −1 je Blockpunkt über dem Nötigen (mindestens 1)',
  'enemyfx.armor-per-resistance': 'Rüstung {amount} je Widerstand (mindestens 1)',
  'enemyfx.gain-cumbersome': 'wird schwerfällig',
  'enemyfx.know-your-prey':
    'ignoriere eine seiner Fähigkeiten, entferne einen Widerstand oder ändere das Element eines Angriffs',
  'enemyfx.krang-curse': 'Angriff {attack} oder Rüstung {armor} (mindestens 1)',
  'enemyfx.lose-attack-abilities': 'seine Angriffe verlieren ihre Sonderfähigkeiten',
};
