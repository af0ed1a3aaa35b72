// German texts of the engine's refusal messages, part 3 of 3. Keys are the English
// patterns exactly as scripts/refusal-messages.ts reads them from src/engine ({0}, {1}… are the
// holes of a template literal); values are the German text with the same holes.
// The comment above each entry names the rule id(s) (where: `npx tsx scripts/refusal-messages.ts`).
export const dePart3: Record<string, string> = {
  // 'CARD-3a'
  'This needs {0} mana; mana offered: {1}.': 'Dafür werden {0} Mana benötigt; angeboten: {1}.',
  // 'MANA-1a'
  'You have no {0} mana token in your play area.':
    'Du hast keinen Manamarker der Farbe {0} in deinem Spielbereich.',
  // 'MANA-1b'
  'You have no {0} crystal in your Inventory.':
    'Du hast keinen Kristall der Farbe {0} in deinem Vorrat.',
  // 'MANA-3'
  'There is no die {0} in the Source.': 'In der Quelle gibt es keinen Würfel {0}.',
  // 'MANA-3'
  'That die has already been taken from the Source this turn.':
    'Dieser Würfel wurde in diesem Zug schon aus der Quelle genommen.',
  // 'MANA-3'
  "That die lies on another player's Mana Steal tactic.":
    'Dieser Würfel liegt auf der Taktikkarte Manaraub eines anderen Spielers.',
  // 'MANA-3'
  'That die is kept by Mana Claim until the end of the round.':
    'Dieser Würfel wird bis zum Rundenende von Mana Claim festgehalten.',
  // 'tovak-who-needs-magic'
  'You took Who Needs Magic? for +3: no Source die this turn.':
    'Du hast Who Needs Magic? für +3 genutzt: in diesem Zug kein Würfel aus der Quelle.',
  // 'goldyx-source-freeze'
  'Source Freeze: you may not use your normal Source die.':
    'Source Freeze: Du darfst deinen normalen Würfel aus der Quelle nicht nutzen.',
  // 'MANA-3'
  'You may take only one die from the Source per turn (unless an effect allows more).':
    'Du darfst pro Zug nur einen Würfel aus der Quelle nehmen (sofern keine Wirkung mehr erlaubt).',
  // 'MANA-2b'
  'Gold mana can never be used at Night.': 'Goldenes Mana kann bei Nacht nie genutzt werden.',
  // 'MANA-2a'
  'Black mana can never be used by Day.': 'Schwarzes Mana kann bei Tag nie genutzt werden.',
  // 'CARD-3a'
  '{0} mana cannot pay for {1} mana.': 'Mana der Farbe {0} kann kein Mana der Farbe {1} bezahlen.',
  // 'CARD-3a'
  '{0} mana cannot pay for mana of a basic colour.':
    'Mana der Farbe {0} kann kein Mana einer Grundfarbe bezahlen.',
  // 'MOVE-5a.1'
  'A tile already lies there.': 'Dort liegt bereits ein Spielplanteil.',
  // 'MOVE-5a.2'
  'No tile may be placed beyond the coastline of this map shape.':
    'Jenseits der Küstenlinie dieser Spielplanform darf kein Spielplanteil gelegt werden.',
  // 'MOVE-5e.3'
  'Tiles drawn after the deck ran out must touch at least 3 tiles.':
    'Spielplanteile, die nach Aufbrauchen des Stapels gezogen werden, müssen an mindestens 3 Spielplanteile angrenzen.',
  // 'SCEN-MAP-1a'
  'Core tiles may not be placed on the coastal lanes of the wedge.':
    'Zentralteile dürfen nicht auf die Küstenreihen des Keil-Spielplans gelegt werden.',
  // 'MOVE-5e.2'
  'A core tile must touch at least 2 tiles already on the map.':
    'Ein Zentralteil muss an mindestens 2 bereits ausliegende Spielplanteile angrenzen.',
  // 'MOVE-5e.1'
  'A countryside tile must touch 2 tiles, or touch a tile that itself touches 2 tiles.':
    'Ein Landschaftsteil muss an 2 Spielplanteile angrenzen oder an ein Spielplanteil, das selbst an 2 Spielplanteile angrenzt.',
  // 'PVP-1a'
  'There is no other hero on your space.': 'Auf deinem Feld steht kein anderer Held.',
  // 'PVP-1a'
  'You can attack another hero only after entering their space this turn.':
    'Du kannst einen anderen Helden nur angreifen, nachdem du in diesem Zug sein Feld betreten hast.',
  // 'PVP-4'
  'No player-versus-player combat is being fought.':
    'Es wird gerade kein Kampf Spieler-gegen-Spieler ausgetragen.',
  // 'PVP-3'
  'There is no attack to commit to.': 'Es gibt keinen Kampf, dem du dich widmen könntest.',
  // 'PVP-3'
  'Only the defender chooses how to commit.':
    'Nur der Verteidiger entscheidet, wie er sich dem Kampf widmet.',
  // 'PVP-3'
  'Commit fully or partly.': 'Widme dich dem Kampf vollständig oder teilweise.',
  // 'PVP-3a.8'
  'With only Wounds in hand you cannot commit fully to the combat.':
    'Mit nur Verletzungen auf der Hand kannst du dich dem Kampf nicht vollständig widmen.',
  // 'PVP-RANGED-2'
  'You can pass only when it is your turn to attack.':
    'Du kannst nur passen, wenn du als Angreifer an der Reihe bist.',
  // 'PVP-RANGED-1'
  "It is the other player's turn to attack.": 'Der andere Spieler ist als Angreifer an der Reihe.',
  // 'PVP-RANGED-2'
  'Play attacks first, or pass.': 'Spiele zuerst Angriffe aus oder passe.',
  // 'PVP-RANGED-4'
  'The blocker decides when the block is complete.':
    'Der Blocker entscheidet, wann der Block vollständig ist.',
  // 'PVP-RANGED-5'
  'Assign the damage first, or let it lapse.':
    'Weise zuerst den Schaden zu oder lass ihn verfallen.',
  // 'PVP-RANGED-5'
  'The attacker assigns damage after the block.':
    'Der Angreifer weist den Schaden nach dem Block zu.',
  // 'PVP-MELEE-2'
  'Artifacts can be stolen and retreats forced only in the melee phase.':
    'Artefakte stehlen und einen Rückzug erzwingen kannst du nur in der Nahkampfangriffsphase.',
  // a.to.startsWith('artifact:') ? 'PVP-MELEE-2a' : 'PVP-MELEE-2b'
  'Stealing needs 5 damage and an artifact in the discard pile, play area or on a wounded unit.':
    'Stehlen erfordert 5 Schaden und ein Artefakt in der Ablage, im Spielbereich oder auf einer verletzten Einheit.',
  // a.to.startsWith('artifact:') ? 'PVP-MELEE-2a' : 'PVP-MELEE-2b'
  'A retreat needs a safe adjacent space and damage equal to its Move cost.':
    'Ein Rückzug erfordert einen angrenzenden sicheren Platz und Schaden in Höhe von dessen Bewegungskosten.',
  // 'PVP-RANGED-5'
  'Wounding needs damage equal to the Armor of an unwounded target (doubled for a resistant unit).':
    'Verletzen erfordert Schaden in Höhe der Rüstung eines unverletzten Ziels (bei einer Einheit mit Widerstand verdoppelt).',
  // 'PVP-RANGED-5c'
  'There is no damage to let lapse.': 'Es gibt keinen Schaden, den du verfallen lassen könntest.',
  // 'PVP-3'
  'The player-versus-player combat has not started yet or is over.':
    'Der Kampf Spieler-gegen-Spieler hat noch nicht begonnen oder ist vorbei.',
  // 'PVP-RANGED-4'
  'Blocks are played by the blocker after an attack has been made.':
    'Blocks spielt der Blocker, nachdem ein Angriff ausgeführt wurde.',
  // 'PVP-RANGED-4'
  'This block cannot be used now.': 'Dieser Block kann jetzt nicht genutzt werden.',
  // 'PVP-RANGED-1'
  'Only the player whose turn it is to attack plays attacks.':
    'Angriffe spielt nur der Spieler, der als Angreifer an der Reihe ist.',
  // 'PVP-RANGED-3b'
  'Only Ranged and Siege attacks count in the ranged phase, and no card may be played sideways.':
    'In der Fern- und Belagerungsangriffsphase zählen nur Fern- und Belagerungsangriffe, und keine Karte darf quer ausgespielt werden.',
  // 'PVP-RANGED-3a'
  'Against a defender on a keep or mage tower only Siege attacks count in this phase.':
    'Gegen einen Verteidiger auf einer Burg oder einem Magierturm zählen in dieser Phase nur Belagerungsangriffe.',
  // 'MOVE-8e.4'
  'Player-versus-player combat is not allowed in a cooperative scenario.':
    'In einem kooperativen Szenario ist kein Kampf Spieler-gegen-Spieler erlaubt.',
  // 'SCEN-RECON-4b'
  'Player-versus-player combat is not allowed in this scenario.':
    'In diesem Szenario ist kein Kampf Spieler-gegen-Spieler erlaubt.',
  // 'MOVE-8e.4'
  'The players agreed not to allow player-versus-player combat.':
    'Die Spieler haben vereinbart, keinen Kampf Spieler-gegen-Spieler zuzulassen.',
  // 'PVP-1b'
  'Player-versus-player combat is not allowed on the portal or in a city.':
    'Auf dem Portal und in einer Stadt ist kein Kampf Spieler-gegen-Spieler erlaubt.',
  // 'MOVE-8e.5'
  'Your ally cannot be attacked: team members do not fight each other.':
    'Dein Verbündeter kann nicht angegriffen werden: Teammitglieder kämpfen nicht gegeneinander.',
  // 'MOVE-8e.1'
  "That player's round order token is face down: they cannot be attacked now.":
    'Das Zugfolgeplättchen dieses Spielers liegt verdeckt: er kann jetzt nicht angegriffen werden.',
  // 'MOVE-8e.2'
  'The End of the Round has been announced: no more player-versus-player combat this round.':
    'Das Rundenende wurde angesagt: in dieser Runde kein Kampf Spieler-gegen-Spieler mehr.',
  // 'MOVE-8e.3'
  'The scenario end has been reached: no more player-versus-player combat.':
    'Das Szenarioende ist erreicht: kein Kampf Spieler-gegen-Spieler mehr.',
  // 'FLOW-1'
  'This scenario has no action "{0}".': 'Dieses Szenario hat keine Aktion „{0}“.',
  // 'SCEN-DRUID-4a'
  'Not during a combat.': 'Nicht während eines Kampfs.',
  // 'SCEN-DRUID-4a'
  'Stand on a magical glade to activate it.':
    'Stelle dich auf eine Magische Lichtung, um sie zu aktivieren.',
  // 'SCEN-DRUID-4a'
  'Your shield already lies on this glade.':
    'Dein Schildplättchen liegt bereits auf dieser Lichtung.',
  // 'SCEN-DRUID-4b'
  'The incantation is performed by Night.': 'Die Beschwörung wird bei Nacht vollzogen.',
  // 'SCEN-DRUID-4b'
  'You have already performed the incantation this Night.':
    'Du hast die Beschwörung in dieser Nacht bereits vollzogen.',
  // 'SCEN-DRUID-4b'
  'The incantation cannot be performed on an inhabited space.':
    'Die Beschwörung kann nicht auf einem bewohnten Feld vollzogen werden.',
  // 'SCEN-DRUID-4b'
  'No magical glade bears your shield: nothing would be summoned.':
    'Auf keiner Magischen Lichtung liegt dein Schildplättchen: es würde nichts herbeigerufen.',
  // 'SCEN-DUNGEON-4e.1'
  'You must stand on a conquered tomb or dungeon.':
    'Du musst auf einer eroberten Grabstätte oder einem eroberten Dungeon stehen.',
  // 'SCEN-DUNGEON-4e.1'
  'The tunnels lead only to other conquered tombs and dungeons.':
    'Die Tunnel führen nur zu anderen eroberten Grabstätten und Dungeons.',
  // 'SCEN-DUNGEON-4e.4'
  'No route over revealed spaces avoids lakes and swamps.':
    'Kein Weg über aufgedeckte Felder umgeht Seen und Sümpfe.',
  // 'SCEN-DUNGEON-4e.3'
  'The tunnel costs {0} Move points; you have {1}.':
    'Der Tunnel kostet {0} Bewegungspunkte; du hast {1}.',
  // 'SCEN-DUNGEON-4d'
  'Conquered tombs and dungeons cannot be entered again in this scenario.':
    'Eroberte Grabstätten und Dungeons können in diesem Szenario nicht erneut betreten werden.',
  // 'PVP-4'
  'Finish the player-versus-player combat first.': 'Beende zuerst den Kampf Spieler-gegen-Spieler.',
  // 'COOP-6'
  'Finish your part of the cooperative assault first.':
    'Beende zuerst deinen Teil des gemeinsamen Stadtüberfalls.',
  // 'MOVE-8b'
  "You ended your move on another hero's space: attack them or move on.":
    'Du hast deine Bewegung auf dem Feld eines anderen Helden beendet: greif ihn an oder zieh weiter.',
  // 'PVP-2'
  'No other action during a player-versus-player combat.':
    'Während eines Kampfs Spieler-gegen-Spieler ist keine andere Aktion möglich.',
  // 'COOP-6c.1'
  'In a cooperative assault you may only move into the city and fight.':
    'Bei einem gemeinsamen Stadtüberfall darfst du nur in die Stadt ziehen und kämpfen.',
  // 'SCEN-MINES-4b'
  'Stand on a mine to enter it.': 'Stelle dich auf ein Bergwerk, um es zu betreten.',
  // 'SCEN-MINES-4b'
  'This mine is already liberated.': 'Dieses Bergwerk ist bereits befreit.',
  // 'SKILL-4a'
  'This skill token is not face down by its own effect.':
    'Dieses Fähigkeitsplättchen liegt nicht durch seine eigene Wirkung verdeckt.',
  // 'flip-skill'
  'This token turns face up again when you rest.':
    'Dieses Plättchen wird wieder aufgedeckt, wenn du rastest.',
  // 'flip-skill'
  'Turning this token face up costs the action of your turn.':
    'Dieses Plättchen aufzudecken kostet die Aktion deines Zugs.',
  // 'flip-skill'
  'Turning this token face up costs 1 green mana.':
    'Dieses Plättchen aufzudecken kostet 1 grünes Mana.',
  // 'SKILL-4a'
  'This token turns face up at the start of the next round.':
    'Dieses Plättchen wird zu Beginn der nächsten Runde wieder aufgedeckt.',
  // 'TURN-END-8c'
  'You cannot use skills during your End-of-Turn step.':
    'Während des Schritts „Ende des Zugs“ kannst du keine Fähigkeiten einsetzen.',
  // 'SKILL-2b'
  'You do not have that skill token.': 'Du hast dieses Fähigkeitsplättchen nicht.',
  // 'SKILL-4b'
  'A returned token is only returned.':
    'Ein zurückgegebenes Plättchen wird nur zurückgegeben, sonst nichts.',
  // 'SKILL-4b'
  'Only cooperative tokens in the centre can be returned for an effect.':
    'Nur kooperative Plättchen in der Mitte können für eine Wirkung zurückgegeben werden.',
  // 'PVP-3b.3'
  'Partly committed to the combat, you may use only skills usable in other players’ turns.':
    'Da du dich dem Kampf nur teilweise widmest, darfst du nur Fähigkeiten einsetzen, die in Zügen anderer Spieler nutzbar sind.',
  // 'SKILL-3'
  '{0} works by itself; it is never used.': '{0} wirkt von selbst und wird nie eingesetzt.',
  // 'SKILL-3'
  'Mana for this skill is paid when its effect asks for it.':
    'Das Mana für diese Fähigkeit wird bezahlt, wenn ihre Wirkung es verlangt.',
  // 'SKILL-4b'
  '{0} lies in the centre until the start of your next turn.':
    '{0} liegt bis zum Beginn deines nächsten Zugs in der Mitte.',
  // 'SKILL-4a'
  '{0} is face down until the start of the next round.':
    '{0} liegt bis zum Beginn der nächsten Runde verdeckt.',
  // 'SKILL-4c'
  '{0} has already been used this turn.': '{0} wurde in diesem Zug bereits eingesetzt.',
  // 'motivation-lockout'
  'After a Motivation you may not use another one until the end of your next turn.':
    'Nach einer Motivation darfst du bis zum Ende deines nächsten Zugs keine weitere einsetzen.',
  // 'ENGINE-PLAYER'
  'There is no player {0}.': 'Es gibt keinen Spieler {0}.',
  // 'SETUP-0'
  'The setup must be an object.': 'Der Spielaufbau muss ein Objekt sein.',
  // 'FLOW-1'
  'Unknown scenario "{0}". Known scenarios: {1}.':
    'Unbekanntes Szenario „{0}“. Bekannte Szenarien: {1}.',
  // 'FLOW-2'
  'The setup needs a list of players.': 'Der Spielaufbau braucht eine Liste von Spielern.',
  // 'FLOW-2'
  'Scenario {0} is for {1}–{2} players, not {3}.':
    'Szenario {0} ist für {1}–{2} Spieler, nicht für {3}.',
  // 'FLOW-2'
  'Unknown hero "{0}". Known heroes: {1}.': 'Unbekannter Held „{0}“. Bekannte Helden: {1}.',
  // 'FLOW-2'
  'Hero {0} was chosen twice; every player needs a different hero.':
    'Held {0} wurde zweimal gewählt; jeder Spieler braucht einen anderen Helden.',
  // 'FLOW-2'
  'Player kind must be "human" or "bot", not "{0}".':
    'Die Spielerart muss „human“ oder „bot“ sein, nicht „{0}“.',
  // 'SETUP-0'
  // 'SETUP-0'
  'Unknown content set "{0}".': 'Unbekanntes Inhaltsset „{0}“.',
  // 'FLOW-2'
  'Hero {0} needs the {1} set.': 'Held {0} benötigt das Set {1}.',
  // 'SCEN-DUMMY-1'
  'Unknown dummy hero "{0}".': 'Unbekannter Dummy-Held „{0}“.',
  // 'SCEN-DUMMY-1'
  'The dummy player needs a hero no player has chosen.':
    'Der Dummyspieler braucht einen Helden, den kein Spieler gewählt hat.',
  // 'VAR-CITYLVL-1'
  'City levels go from 1 to 11, not {0}.': 'Das Stadtlevel reicht von 1 bis 11, nicht {0}.',
  // 'COMBAT-1b'
  'Only the unit you took along may be used in this combat.':
    'In diesem Kampf darf nur die Einheit eingesetzt werden, die du mitgenommen hast.',
  // 'COMBAT-1c'
  'Units may not be used while burning a monastery.':
    'Beim Niederbrennen eines Klosters dürfen keine Einheiten eingesetzt werden.',
  // 'COMBAT-1b'
  'Units may not be used in this combat (dungeon and tomb rules).':
    'In diesem Kampf dürfen keine Einheiten eingesetzt werden (Regeln für Dungeons und Grabstätten).',
  // 'TURN-END-8c'
  'You cannot use units during your End-of-Turn step.':
    'Während des Schritts „Ende des Zugs“ kannst du keine Einheiten einsetzen.',
  // 'WOUND-2a'
  '{0} is wounded and cannot be activated until healed.':
    '{0} ist verletzt und kann erst nach einer Heilung aktiviert werden.',
  // 'UNIT-5b'
  '{0} has no ability number {1}.': '{0} hat keine Fähigkeit Nummer {1}.',
  // 'UNIT-5a'
  '{0} is spent until the end of the round.': '{0} ist bis zum Rundenende verausgabt.',
  // 'heroes-assault-fee'
  'Heroes may be used in a fortified-site assault only after paying 2 Influence for them.':
    'Die Einheit Heroes darf bei einem Überfall auf einen befestigten Ort erst eingesetzt werden, nachdem du 2 Einfluss für sie bezahlt hast.',
  // 'UNIT-5c'
  'This ability needs no mana.': 'Diese Fähigkeit benötigt kein Mana.',
  // 'UNIT-5c'
  'This ability needs 1 {0} mana.': 'Diese Fähigkeit benötigt 1 Mana der Farbe {0}.',
  // 'UNIT-5b'
  '{0} has no effect you can use right now with that ability.':
    '{0} hat mit dieser Fähigkeit gerade keine Wirkung, die du nutzen kannst.',
  // 'VAR-NICE-4'
  'Friendly mana: a {0} die is still in the Source — take it instead of the gold one.':
    'Manafreundlich: Ein Würfel der Farbe {0} liegt noch in der Quelle – nimm ihn statt des goldenen.',
  // 'VAR-0c'
  'The variants must be a list of ids.': 'Die Varianten müssen eine Liste von IDs sein.',
  // 'VAR-0c'
  'Unknown variant "{0}". Known variants: {1}.':
    'Unbekannte Variante „{0}“. Bekannte Varianten: {1}.',
  // 'VAR-0c'
  'Variant {0} is listed twice.': 'Variante {0} ist doppelt aufgeführt.',
  // m.ruleIds[0] ?? 'VAR-0c'
  'Variant {0} is not for {1}.': 'Variante {0} ist nicht für das Szenario {1} vorgesehen.',
  // m.ruleIds[0] ?? 'VAR-0c'
  'Variant {0} is for {1}–{2} players, not {3}.':
    'Variante {0} ist für {1}–{2} Spieler, nicht für {3}.',
  // team.ruleId
  'Variant {0} with 4 players is for team play only: add the team-play variant or give options.teams.':
    'Variante {0} gibt es mit 4 Spielern nur im Teamspiel: Nimm die Variante team-play dazu oder gib options.teams an.',
  // 'VAR-0d'
  'Variants {0} and {1} cannot be played together.':
    'Die Varianten {0} und {1} können nicht zusammen gespielt werden.',
  // 'VAR-AUCTION-6'
  'Fame bids need the hero auction variant.':
    'Ruhmgebote gibt es nur mit der Variante „Helden versteigern“.',
  // 'VAR-AUCTION-3'
  'Give one bid per player: the Fame sacrificed in the auction (0–20).':
    'Gib ein Gebot pro Spieler an: den in der Versteigerung geopferten Ruhm (0–20).',
  // 'VAR-MEGA-2'
  'The Megapolis level goes from 2 to 24, not {0}.':
    'Das Level der Megapolis reicht von 2 bis 24, nicht {0}.',
  // 'SCEN-TEAM-1'
  'Teams are played only by 4 players in Full Conquest, Conquer and Hold and Only One Returns.':
    'Teams gibt es nur bei 4 Spielern in „Vollständige Eroberung“, „Erobern und Halten“ und „Nur einer kommt zurück“.',
  // 'SCEN-TEAM-1'
  'A team game needs two teams of two players (player indexes 0–3, each once).':
    'Ein Teamspiel braucht zwei Teams aus je zwei Spielern (Spielerindizes 0–3, jeder genau einmal).',
  // 'SCEN-FULL-CONQ-5'
  'Two city tiles (team-two-cities) are a team-play suggestion: add the team-play variant or give options.teams.':
    'Zwei Stadt-Zentralteile (team-two-cities) sind ein Vorschlag für das Teamspiel: Nimm die Variante team-play dazu oder gib options.teams an.',
  // 'SCEN-FULL-CONQ-5'
  'With two city tiles both cities have level {0} or higher, not {1}.':
    'Mit zwei Stadt-Zentralteilen haben beide Städte Level {0} oder höher, nicht {1}.',
  // 'SCEN-RETURN-5'
  'Only Only One Returns has Chosen Ones.': 'Auserwählte gibt es nur in „Nur einer kommt zurück“.',
  // 'SCEN-RETURN-5'
  'Each team chooses one of its two players as its Chosen One (one per team, in team order).':
    'Jedes Team wählt einen seiner beiden Spieler als seinen Auserwählten (einen pro Team, in Teamreihenfolge).',
  // 'SAVE-REPLAY'
  'Action {0} of {1} cannot be replayed: {2}':
    'Aktion {0} von {1} lässt sich nicht nachspielen: {2}',
  // 'ENGINE-ACTION'
  'Action "{0}" needs a player number.': 'Die Aktion „{0}“ braucht eine Spielernummer.',
  // 'ENGINE-ACTION'
  'Action "{0}" needs the field "{1}" ({2}).': 'Die Aktion „{0}“ braucht das Feld „{1}“ ({2}).',
  'Action "{0}" has no field "{1}".': 'Die Aktion „{0}“ hat kein Feld „{1}“.',
  'Action "{0}": "{1}" is one of {2}, not {3}.': 'Aktion „{0}“: „{1}“ ist eins von {2}, nicht {3}.',
  'This "{0}" action is not one of the actions legal now (a field has a value the rules do not offer).':
    'Diese Aktion „{0}“ ist jetzt nicht erlaubt (ein Feld hat einen Wert, den die Regeln nicht anbieten).',
  // 'SETUP-0'
  'Setup field "options": must be an object, not {0}.':
    'Aufbau-Feld „options“: muss ein Objekt sein, nicht {0}.',
  // 'SETUP-0'
  'Setup field "options.dummyHero": must be a hero id (a string), not {0}.':
    'Aufbau-Feld „options.dummyHero“: muss die ID eines Helden sein (ein Text), nicht {0}.',
  // 'SETUP-0'
  'Setup field "options.megapolisLevel": must be a whole number, not {0}.':
    'Aufbau-Feld „options.megapolisLevel“: muss eine ganze Zahl sein, nicht {0}.',
  // 'SETUP-0'
  'Setup field "options.sets": must be a list of content set ids, not {0}.':
    'Aufbau-Feld „options.sets“: muss eine Liste von Inhaltsset-IDs sein, nicht {0}.',
  // 'SETUP-0'
  'Setup field "options.teams": must be a list of teams (lists of player indexes), not {0}.':
    'Aufbau-Feld „options.teams“: muss eine Liste von Teams sein (Listen von Spielernummern), nicht {0}.',
  // 'SETUP-0'
  'Setup field "options.{0}": must be a list of whole numbers, not {1}.':
    'Aufbau-Feld „options.{0}“: muss eine Liste ganzer Zahlen sein, nicht {1}.',
  // 'SETUP-0'
  'Setup field "options.{0}": unknown option (options are {1}).':
    'Aufbau-Feld „options.{0}“: unbekannte Option (es gibt {1}).',
  // 'SETUP-0'
  'Setup field "players": must be a list of players.':
    'Aufbau-Feld „players“: muss eine Liste von Spielern sein.',
  // 'SETUP-0'
  'Setup field "scenario": must be a scenario id (a string).':
    'Aufbau-Feld „scenario“: muss die ID eines Szenarios sein (ein Text).',
  // 'SETUP-0'
  'Setup field "seed": must be a whole number from 0 to {0}, not {1}.':
    'Aufbau-Feld „seed“: muss eine ganze Zahl von 0 bis {0} sein, nicht {1}.',
  // 'SETUP-0'
  'Setup field "variants": must be a list of variant ids (strings).':
    'Aufbau-Feld „variants“: muss eine Liste von Varianten-IDs sein (Texte).',
  // 'SETUP-0'
  'Setup field "{0}": must be an object { hero, kind }.':
    'Aufbau-Feld „{0}“: muss ein Objekt { hero, kind } sein.',
  // 'SETUP-0'
  'Setup field "{0}": unknown field (a setup has {1}).':
    'Aufbau-Feld „{0}“: unbekanntes Feld (ein Spielaufbau hat {1}).',
  // 'SETUP-0'
  'Setup field "{0}.hero": must be a hero id (a string).':
    'Aufbau-Feld „{0}.hero“: muss die ID eines Helden sein (ein Text).',
  // 'SETUP-0'
  'Setup field "{0}.kind": must be "human" or "bot".':
    'Aufbau-Feld „{0}.kind“: muss „human“ oder „bot“ sein.',
  // 'SETUP-0'
  'Setup field "{0}.{1}": unknown field (a player has hero and kind).':
    'Aufbau-Feld „{0}.{1}“: unbekanntes Feld (ein Spieler hat hero und kind).',
};
