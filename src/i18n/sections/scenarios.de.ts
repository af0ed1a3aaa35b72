// German strings of the scenario-facing UI (merged into ../de.ts); must translate every key of
// scenarios.en.ts. Terms follow the German rulebook glossary (RULES.md §20).
import type { scenariosEn } from './scenarios.en';

export const scenariosDe: Record<keyof typeof scenariosEn, string> = {
  // ---------------------------------------------------------------- scenario cards
  'scen.type.solo': 'Solo',
  'scen.type.coop': 'Kooperativ',
  'scen.type.competitive': 'Kompetitiv',
  'scen.type.training': 'Einführung',
  'scen.players.solo': '1 Spieler',
  'scen.players.range': '{min}–{max} Spieler',
  'scen.players.exact': '{n} Spieler',
  'scen.length': '{n} Runden: {days}, {nights}',
  'scen.days.one': '{n} Tag',
  'scen.days.other': '{n} Tage',
  'scen.nights.one': '{n} Nacht',
  'scen.nights.other': '{n} Nächte',
  'scen.lengthFor': '{length} mit {players}',
  // the player count after "with" / "mit" (German dative plural: mit 2 Spielern)
  'scen.withPlayers.one': '{n} Spieler',
  'scen.withPlayers.other': '{n} Spielern',
  'scen.goal.first-reconnaissance':
    'Erkundet das Land, bis jemand die Stadt findet; der Ruhm entscheidet. Ideal zum Lernen.',
  'scen.goal.full-conquest':
    'Findet und erobert alle Städte; am meisten Ruhm und Stadtschilde gewinnt.',
  'scen.goal.blitz-conquest':
    'Vollständige Eroberung in vier Runden, mit schnellem Start. Am meisten Ruhm gewinnt.',
  'scen.goal.solo-conquest':
    'Erobere allein beide Städte, bevor der Dummyspieler dir die Zeit nimmt; werte die Mission.',
  'scen.goal.full-cooperation':
    'Erobert gemeinsam alle Städte; das Team wird nach dem schwächsten Helden und den besten Erfolgen gewertet.',
  'scen.goal.blitz-cooperation': 'Vollständige Kooperation in vier Runden, mit schnellem Start.',
  'scen.goal.mines-liberation':
    'Befreit die Kristallbergwerke von ihren Wächtern: Kristalle, Ansehen und Ruhm.',
  'scen.goal.druid-nights':
    'Markiert bei Tag magische Lichtungen und beschwört bei Nacht Monster für doppelten Ruhm.',
  'scen.goal.dungeon-lords':
    'Geheime Dungeons und Grabstätten, durch Tunnel verbunden: erobert sie alle für großen Ruhm.',
  'scen.goal.conquer-and-hold':
    'Erobert und haltet Burgen und Magiertürme: 3 Siegpunkte je Burg, 2 je Turm.',
  'scen.goal.only-one-returns':
    'Das Portal schließt sich nach Tag 1; nur wer am Ende der letzten Nacht darauf steht, kehrt heim.',
  'scen.notPlayable': 'noch nicht spielbar: {why}',

  // ---------------------------------------------------------------- start screen options
  'start.seats': 'Spieler und Helden',
  'start.seatKind': 'Wer spielt {player}',
  'start.seat.human': 'Mensch',
  'start.seat.bot': 'Bot',
  'start.seat.botHint': 'Der Computer spielt diesen Helden.',
  'start.botLevel': 'Wie gut der Computer {player} spielt',
  'start.level.greedy': 'Gierig',
  'start.level.greedyHint': 'Entscheidet Schritt für Schritt, schnell.',
  'start.level.expert': 'Experte',
  'start.level.expertHint':
    'Spielt nur mit dem, was sein Held sehen kann; braucht etwas länger je Schritt.',
  'start.needHuman': 'Mindestens ein Platz muss von einem Menschen gespielt werden.',
  'start.options': 'Optionen',
  'start.cityLevels': 'Stadtlevel',
  'start.cityN': 'Stadt {n}',
  'start.cityLevelsHint':
    'In der Reihenfolge, in der die Städte aufgedeckt werden. Das Szenariobuch nennt {levels} (VAR-CITYLVL-1).',
  'start.cityLevelsReset': 'Werte des Buchs',
  'start.cityLevelDown': 'Level von Stadt {n} senken',
  'start.cityLevelUp': 'Level von Stadt {n} erhöhen',
  'start.dummy': 'Dummyspieler',
  'start.dummyRandom': 'Zufälliger Held',
  'start.dummyHint': 'Er gibt das Tempo vor: ist sein Stapel leer, endet die Runde (SCEN-DUMMY).',
  'start.variants': 'Varianten',
  'start.noVariants': 'Für dieses Szenario gibt es keine Varianten.',

  'start.variantsSummary': '{on} von {n} gewählt',
  'start.variantsNone': 'keine gewählt',
  'start.variantConflict': 'nicht zusammen mit: {names}',
  'start.megapolisLevel': 'Level der Megapolis',
  'start.megapolisDown': 'Level der Megapolis senken',
  'start.megapolisUp': 'Level der Megapolis erhöhen',
  'start.teams': 'Teams',
  'start.teamsRandom': 'Zufällig ausgelost',
  'start.teamsPair': '{a} + {b} gegen {c} + {d}',
  'start.fameBids': 'In der Versteigerung abgegebener Ruhm',
  'start.fameBid': 'Von {player} abgegebener Ruhm',

  // ---------------------------------------------------------------- score history
  'history.title': 'Deine Bilanz',
  'history.for': '{hero} · {scenario}',
  'history.forLevels': '{hero} · {scenario} · Städte {levels}',
  'history.best': 'Bestes',
  'history.recent': 'Zuletzt',
  'history.empty':
    'Noch kein beendetes Spiel mit diesen Einstellungen: deine Ergebnisse erscheinen hier.',
  'history.victory': 'Sieg',
  'history.defeat': 'Niederlage',
  'history.points': '{n} Punkte',
  'history.rounds': '{n} Runden',
  'history.games.one': '{n} Spiel',
  'history.games.other': '{n} Spiele',

  // ---------------------------------------------------------------- final score screen
  'score.title.victory': 'Sieg!',
  'score.title.defeat': 'Niederlage',
  'score.title.over': 'Spielende',
  'score.title.tie': 'Gleichstand — niemand gewinnt',
  'score.subtitle': '{scenario} · Runde {round} von {max}',
  'score.reason.scenario-end':
    'Das Ziel des Szenarios wurde erreicht; die letzten Züge sind gespielt.',
  'score.reason.round-limit': 'Die letzte Runde ist vorbei.',
  'score.reason.all-eliminated': 'Kein Held ist mehr im Spiel.',
  'score.verdict.cities.win': 'Alle Städte sind erobert: die Mission ist erfüllt.',
  'score.verdict.cities.lose': 'Nicht alle Städte sind gefallen: die Mission ist gescheitert.',
  'score.verdict.mines.win': 'Alle Bergwerke sind befreit.',
  'score.verdict.mines.lose': 'Einige Bergwerke sind noch in der Hand ihrer Wächter.',
  'score.verdict.dungeons.win': 'Alle Grabstätten und Dungeons sind erobert.',
  'score.verdict.dungeons.lose': 'Einige Grabstätten oder Dungeons wurden nie erobert.',
  'score.verdict.return.win': '{names} ist durch das Portal heimgekehrt.',
  'score.verdict.return.lose': 'Niemand ist heimgekehrt.',
  'score.verdict.return.notChosen':
    '{names} steht auf dem Portal, ist aber kein Auserwählter: Kein Team gewinnt (SCEN-RETURN-5).',
  'score.verdict.hold.tie': 'Die Siegpunkte sind gleich: keine Seite gewinnt (SCEN-HOLD-13).',
  'score.winners': 'Sieg: {names}',
  'score.winnersShared': 'Geteilter Sieg: {names}',
  // a game of two teams (SCEN-TEAM-1): the winning team by its number, as in the goal panel
  'score.teamWins': 'Team {n} gewinnt: {names}',
  'score.teamsShared': 'Die Teams teilen sich den Sieg: {teams}',
  'score.teamMembers': 'Team {n} ({names})',
  // "Goldyx und Norowas", "Arythea, Goldyx und Norowas"
  'score.listAnd': '{rest} und {last}',
  'score.team': 'Team',
  'score.total': 'Summe',
  'score.category': 'Wertung',
  'score.winner': 'Sieger',
  'score.newGame': 'Neues Spiel',
  'score.newGameHint': 'Dasselbe Szenario mit denselben Helden und Optionen, neuer Startwert.',
  'score.backToStart': 'Zum Startbildschirm',
  'score.showMap': 'Spielplan ansehen',
  'score.showScore': 'Wertung zeigen',
  'score.recorded': 'In deiner Bilanz gespeichert.',
  'score.line.fame': 'Ruhm',
  'score.line.lowest-fame': 'Niedrigster Ruhm im Team',
  'score.line.greatest-knowledge': 'Größtes Wissen',
  'score.line.greatest-loot': 'Größte Beute',
  'score.line.greatest-leader': 'Größter Anführer',
  'score.line.greatest-conqueror': 'Größter Eroberer',
  'score.line.greatest-adventurer': 'Größter Abenteurer',
  'score.line.greatest-beating': 'Größter Prügelknabe',
  'score.line.title-greatest-knowledge': 'Ehrentitel: Größtes Wissen',
  'score.line.title-greatest-loot': 'Ehrentitel: Größte Beute',
  'score.line.title-greatest-leader': 'Ehrentitel: Größter Anführer',
  'score.line.title-greatest-conqueror': 'Ehrentitel: Größter Eroberer',
  'score.line.title-greatest-adventurer': 'Ehrentitel: Größter Abenteurer',
  'score.line.title-greatest-beating': 'Ehrentitel: Größter Prügelknabe',
  'score.line.title-greatest-dungeon-crawler': 'Ehrentitel: Größter Dungeonkriecher',
  'score.line.title-city-conqueror': 'Ehrentitel: Größter Städteeroberer',
  'score.line.title-greatest-liberator': 'Ehrentitel: Größter Befreier',
  'score.line.cities-conquered': 'Eroberte Städte',
  'score.line.all-cities': 'Alle Städte erobert',
  'score.line.every-player-leads': 'Jeder Held führt eine Stadt an',
  'score.line.rounds-saved': 'Eingesparte Runden',
  'score.line.dummy-deck': 'Karten im Stapel des Dummyspielers',
  'score.line.round-not-announced': 'Rundenende nicht angesagt',
  'score.line.city-conquests': 'Stadtschilde',
  'score.line.mines-liberated': 'Befreite Bergwerke',
  'score.line.keeps-held': 'Gehaltene Burgen',
  'score.line.towers-held': 'Gehaltene Magiertürme',
  'score.line.returned-home': 'Heimgekehrt',
  'score.why.fame': 'Dein Ruhm auf der Ruhmesleiste ist die Grundlage der Wertung.',
  'score.why.lowest-fame': 'Das Team beginnt mit dem Ruhm seines schwächsten Mitglieds.',
  'score.why.greatest-knowledge':
    '2 je Zauber und 1 je Fortgeschrittene Aktion in deinem Kartenstapel.',
  'score.why.greatest-loot': '2 je Artefakt (im Stapel oder bei Einheiten) und 1 je 2 Kristalle.',
  'score.why.greatest-leader':
    'Die Level deiner Einheiten; verletzte Einheiten zählen halb, abgerundet.',
  'score.why.greatest-conqueror': '2 je Schild auf einer Burg, einem Magierturm oder Kloster.',
  'score.why.greatest-adventurer': '2 je Schild auf einem Abenteuerort.',
  'score.why.greatest-adventurer.dungeon-lords':
    '2 je Schild auf einem Abenteuerort, 4 auf einer Grabstätte oder einem Dungeon (auch geheimen).',
  'score.why.greatest-beating': '−2 je Verletzung in deinem Stapel (nicht bei Einheiten).',
  'score.why.title-greatest-knowledge':
    'Am meisten Ruhm in dieser Kategorie: +3 (Gleichstand: je +1).',
  'score.why.title-greatest-loot': 'Am meisten Ruhm in dieser Kategorie: +3 (Gleichstand: je +1).',
  'score.why.title-greatest-leader':
    'Am meisten Ruhm in dieser Kategorie: +3 (Gleichstand: je +1).',
  'score.why.title-greatest-conqueror':
    'Am meisten Ruhm in dieser Kategorie: +3 (Gleichstand: je +1).',
  'score.why.title-greatest-adventurer':
    'Am meisten Ruhm in dieser Kategorie: +3 (Gleichstand: je +1).',
  'score.why.title-greatest-beating':
    'Am meisten Ruhm durch Verletzungen verloren: weitere −3 (Gleichstand: je −1).',
  'score.why.title-greatest-dungeon-crawler':
    'Am meisten Ruhm von Abenteuerorten: +5 (Gleichstand: je +2), statt Größter Abenteurer.',
  'score.why.title-city-conqueror': 'Am meisten Ruhm durch Städte: +5 (Gleichstand: je +2).',
  'score.why.title-greatest-liberator': 'Am meisten Ruhm durch Bergwerke: +5 (Gleichstand: je +2).',
  'score.why.cities-conquered': '+10 je eroberte Stadt.',
  'score.why.all-cities': '+15, wenn alle Städte erobert wurden.',
  'score.why.every-player-leads': '+10, wenn jeder Held Anführer mindestens einer Stadt ist.',
  'score.why.rounds-saved': '+30 je Runde, die vor dem Rundenlimit nicht gebraucht wurde.',
  'score.why.dummy-deck': '+1 je Karte, die noch im Handlungsstapel des Dummyspielers liegt.',
  'score.why.round-not-announced': '+5, wenn das Rundenende nicht angesagt worden war.',
  'score.why.city-conquests':
    '7 je Stadt, die du anführst, 4 je Stadt mit deinem Schild, die du nicht anführst.',
  'score.why.mines-liberated':
    '4 je eigenes Bergwerk auf einem Landschaftsteil, 7 auf einem Kernteil.',
  'score.why.keeps-held': '3 Siegpunkte je Burg in deinem Besitz.',
  'score.why.towers-held': '2 Siegpunkte je Magierturm in deinem Besitz.',
  'score.why.returned-home': 'Wer am Ende der zweiten Nacht auf dem Portal steht, gewinnt.',
  'score.why.teamBest': 'Es zählt der beste Held des Teams.',
  'score.why.teamWorst': 'Es zählt der größte Abzug im Team.',
  'score.noTitlesSolo': 'Im Solospiel werden keine Ehrentitel vergeben.',
  'score.noTitlesTeam': 'Keine Ehrentitel: das Team wird gemeinsam gewertet.',
  'score.yourBest': 'Dein Bestes mit diesen Einstellungen: {n}',
  'score.newBest': 'Neues Bestes mit diesen Einstellungen!',
  'score.teamN': 'Team {n}',
  'score.line.chosen-returned': 'Der Auserwählte ist heimgekehrt',
  'score.why.chosen-returned':
    'Das Team, dessen Auserwählter am Ende der zweiten Nacht auf dem Portal steht, gewinnt.',
  'score.detail.chosen': 'Auserwählter: {hero}',
  'score.detail.cities.one': '{n} Stadt',
  'score.detail.cities.other': '{n} Städte',
  'score.detail.keeps.one': '{n} Burg',
  'score.detail.keeps.other': '{n} Burgen',
  'score.detail.towers.one': '{n} Turm',
  'score.detail.towers.other': '{n} Türme',

  // ---------------------------------------------------------------- in-game scenario panel
  'scenpanel.title': 'Ziel',
  'scenpanel.roundsLeft.one': 'Danach noch {n} Runde',
  'scenpanel.roundsLeft.other': 'Danach noch {n} Runden',
  'scenpanel.lastRound': 'Dies ist die letzte Runde.',
  'scenpanel.cities': 'Eroberte Städte: {n} von {total}',
  'scenpanel.city': '{city}, Level {level}',
  'scenpanel.cityConquered': 'erobert von {hero}',
  'scenpanel.cityOpen': 'nicht erobert',
  'scenpanel.cityFriendly': 'freundlich',
  'scenpanel.cityClosed': 'geschlossen',
  'scenpanel.hiddenCities': 'Noch verborgen: Städte mit Level {levels}',
  'scenpanel.mines': 'Befreite Bergwerke: {n} von {total} gefundenen',
  'scenpanel.tilesLeft': 'Noch zu erkundende Teile: {n}',
  'scenpanel.glades': 'Lichtungen mit deinem Schild: {n}',
  'scenpanel.night': 'Nacht {n} von 2: Beschwörung vollzogen von {names}',
  'scenpanel.nightNone': 'Nacht {n} von 2: noch keine Beschwörung',
  'scenpanel.dayGlades': 'Bei Tag Lichtungen markieren, bei Nacht beschwören.',
  'scenpanel.underground': 'Eroberte Grabstätten und Dungeons: {n} von {total}',
  'scenpanel.secret': 'Geheime Eingänge: {n}',
  'scenpanel.hold': '{hero}: {keeps}, {towers}',
  'scenpanel.keeps.one': '{n} Burg',
  'scenpanel.keeps.other': '{n} Burgen',
  'scenpanel.towers.one': '{n} Magierturm',
  'scenpanel.towers.other': '{n} Magiertürme',
  'scenpanel.faceDown': 'Verdeckte Teile: {n}',
  'scenpanel.portalOpen':
    'Das Portal schließt sich am Ende von Tag 1: wer dann darauf steht, scheidet aus.',
  'scenpanel.portalClosed':
    'Das Portal ist geschlossen (jetzt Ebene). Steh am Ende der letzten Nacht auf seinem Feld.',
  'scenpanel.eliminated': 'Ausgeschieden: {names}',
  // an eliminated hero's own player panel: the mark, and its tooltip with the rule
  'scenpanel.outMark': 'Ausgeschieden',
  'scenpanel.outTip':
    '{hero} ist aus dem Spiel ausgeschieden: stand auf dem Portal, als es sich am Ende von Tag 1 schloss (SCEN-RETURN-2). Keine Züge mehr.',
  'scenpanel.removedTactics': 'Entfernte Taktiken: {list}',
  'scenpanel.finalTurns': 'Das Ende naht — letzte Züge: {names}',

  // ---------------------------------------------------------------- scenario actions
  'scenact.title': 'Szenario',
  'scenact.liberate-mine': 'Bergwerk befreien',
  'scenact.liberate-mine.hint':
    'Deine Aktion: Kampf gegen beide Wächter, Nachtregeln, Einheiten erlaubt.',
  'scenact.activate-glade': 'Lichtung mit deinem Schild markieren',
  'scenact.activate-glade.hint': 'Höchstens ein Schild je Held auf einer Lichtung.',
  'scenact.incantation': 'Beschwörung vollziehen',
  'scenact.incantation.hint':
    'Deine Aktion: ein Monster je Lichtung mit deinem Schild, doppelter Ruhm, Kristalle in jedem Fall.',
  'scenact.monsters.one': '{n} Monster',
  'scenact.monsters.other': '{n} Monster',
  // the tunnel's target as the map shows it: the site (a secret one by the village or monastery it
  // was found next to, SCEN-DUNGEON-4a/4c), its terrain and where it lies from the hero
  'scenact.tunnel.dungeon': 'Tunnel zum Dungeon ({terrain}, {dir})',
  'scenact.tunnel.tomb': 'Tunnel zur Grabstätte ({terrain}, {dir})',
  'scenact.tunnel.secret-dungeon': 'Tunnel zum geheimen Dungeon beim Dorf ({terrain}, {dir})',
  'scenact.tunnel.secret-tomb': 'Tunnel zur geheimen Grabstätte beim Kloster ({terrain}, {dir})',
  'scenact.dir.north': 'im Norden',
  'scenact.dir.north-east': 'im Nordosten',
  'scenact.dir.east': 'im Osten',
  'scenact.dir.south-east': 'im Südosten',
  'scenact.dir.south': 'im Süden',
  'scenact.dir.south-west': 'im Südwesten',
  'scenact.dir.west': 'im Westen',
  'scenact.dir.north-west': 'im Nordwesten',
  'scenact.tunnelCost': '{n} Bewegung',
  'scenact.tunnel.hint':
    'Von einer eroberten Grabstätte oder einem Dungeon zu einem anderen: 2 Bewegung + 1 je Feld.',

  // ---------------------------------------------------------------- variants' choices and log
  'play.choice.draft-pick': '{hero}: behalte eine Fortgeschrittene Aktion aus dem Draft',
  'play.choice.draft-return': '{hero}: mische eine gedraftete Karte in deinen Stapel',
  'play.choice.upgrade-pick': '{hero}: eine aufgedeckte Fortgeschrittene Aktion nehmen?',
  'play.choice.upgrade-remove': '{hero}: entferne eine Aktionskarte für {source}',
  'play.choice.intcombat-die': '{hero}: stelle den geheimen Würfel gegen den Feind ein',
  'choice.draftPick.hint':
    'VAR-DECK-2b: Du behältst eine Karte; der Rest geht an den nächsten Spieler. Behaltene Karten liegen neben deinem Stapel.',
  'choice.draftReturn.hint': 'VAR-DECK-2e: Am Ende jedes Tages kommt eine davon in deinen Stapel.',
  'choice.upgradePick.hint':
    'VAR-DECK-1d: Sie kommt auf die Hand; dann entfernst du eine Aktionskarte ihrer Farbe oder mit gemeinsamem Symbol.',
  'choice.upgradePick.rating': 'Deine Wertung: {n}.',
  'choice.upgradePick.none': 'Keine nehmen',
  'choice.upgradeRemove.hint':
    'VAR-DECK-1d: gleiche Farbe wie {card} oder ein gemeinsames Typsymbol.',
  'choice.intcombat.hint':
    '{hero} kämpft allein gegen {enemy}. Deine Farbe bleibt geheim, bis sie zählt.',
  'choice.intcombat.colors':
    'Weiß: Rüstung +1 gegen Fern- und Belagerungsangriffe · Rot: Angriff +1 · Blau: Rüstung +1 in der Angriffsphase · je +1 Ruhm. Andere Farben: keine Wirkung.',
  'event.draft-passed': 'Die Draft-Karten werden weitergegeben.',
  'event.draft-finished': 'Der Draft ist beendet.',
  'event.draft-picked': '{hero} behält eine gedraftete Karte.',
  'event.draft-card-added': '{hero} mischt eine gedraftete Karte in den Stapel.',
  'event.upgrade-revealed': 'Fortgeschrittene Aktionen für Verbesserungen aufgedeckt: {cards}.',
  'event.upgrade-returned': 'Nicht gewählte Karten kommen unter den Stapel: {cards}.',
  'event.upgrade-taken': '{hero} nimmt {card} und entfernt {removed}.',
  'event.intcombat-die-rolled': 'Der geheime Würfel wird geworfen.',
  'event.intcombat-die-set': '{hero} stellt den geheimen Würfel ein.',
  'event.intcombat-revealed': '{hero} zeigt den geheimen Würfel: {color}.',
  'event.intcombat-not': '{hero}: Der geheime Würfel ist nicht {color}.',
  'event.rampage-roll': 'Ein Würfel für umherziehendes Übel wird geworfen: {color}.',
  'event.darkness-roll': 'Würfel der Dunkelheit werden geworfen: {faces}.',
  // ---------------------------------------------------------------- scenario choices
  'play.choice.secret-site': '{hero}: wähle das Feld des geheimen Eingangs ({source})',
  'play.choice.coop-remove-tactic':
    'Gemeinsam: entfernt eine in dieser Runde benutzte Taktik aus dem Spiel',
  'choice.secretSite.hint':
    'Ein betretbares Feld neben dem aufgedeckten Ort, kein Sumpf, ohne Ort. Klicke es auf dem Spielplan an.',
  'choice.removeTactic.hint': 'SCEN-FULL-COOP-4b: sie kommt in diesem Spiel nicht zurück.',
  'play.choice.glade-shield':
    '{hero}: Die Lichtung ist voll – wähle, wessen Schildplättchen du durch deines ersetzt',
  'choice.gladeShield.hint':
    'SCEN-DRUID-7a: Bei „Mehr Wettbewerb“ dürfen nur 1 (2 Spieler) bzw. 2 (3–4 Spieler) Schildplättchen auf einer Lichtung liegen.',
};
