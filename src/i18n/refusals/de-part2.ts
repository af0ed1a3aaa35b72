// German texts of the engine's refusal messages, part 2 of 3. Keys are the English
// patterns exactly as scripts/refusal-messages.ts reads them from src/engine ({0}, {1}… are the
// holes of a template literal); values are the German text with the same holes.
// The comment above each entry names the rule id(s) (where: `npx tsx scripts/refusal-messages.ts`).
export const dePart2: Record<string, string> = {
  // 'COMBAT-1b'
  'This site is conquered: it is now an empty space.':
    'Dieser Ort ist erobert: Er ist jetzt ein leeres Feld.',
  // 'COMBAT-1b'
  'These ruins are conquered: they are now an empty space.':
    'Diese Ruine ist erobert: Sie ist jetzt ein leeres Feld.',
  // ALTAR_RULE
  'The altar asks a tribute of {0} mana: {1}.':
    'Der Altar verlangt einen Tribut von {0} Mana: {1}.',
  // 'COMBAT-1b'
  'Entering these ruins needs no mana.': 'Zum Betreten dieser Ruine brauchst du kein Mana.',
  // 'COMBAT-1b'
  'Choose a path: {0} Move.': 'Wähle einen Weg: {0} Bewegung.',
  // 'COMBAT-1b'
  'That path has already been conquered.': 'Dieser Weg wurde bereits erobert.',
  // 'COMBAT-1b'
  'You cannot conquer the same maze twice.': 'Du kannst denselben Irrgarten nicht zweimal erobern.',
  // 'COMBAT-1b'
  'You may take along only one of your ready, unwounded units.':
    'Du darfst nur eine deiner bereiten, unverletzten Einheiten mitnehmen.',
  // 'COMBAT-1b'
  'You announced the {0}-Move path; pay it to go in.':
    'Du hast den Weg für {0} Bewegung angesagt; bezahle ihn, um hineinzugehen.',
  // 'COMBAT-1b'
  'This path costs {0} Move points, played after entering (left-over Move does not count); you have {1}.':
    'Dieser Weg kostet {0} Bewegungspunkte, die nach dem Betreten ausgespielt werden (übrig gebliebene Bewegung zählt nicht); du hast {1}.',
  // 'TURN-REG-6c.4'
  'You can only burn a monastery you are standing on.':
    'Du kannst nur ein Kloster niederbrennen, auf dem du stehst.',
  // 'COMBAT-OUTCOME-2d'
  'This monastery is already burned down.': 'Dieses Kloster ist bereits niedergebrannt.',
  // 'COMBAT-1c'
  'There are no violet enemy tokens left.': 'Es sind keine violetten Feindplättchen mehr übrig.',
  // 'COOP-2c'
  'You must stand next to an unconquered city.':
    'Du musst neben einer nicht eroberten Stadt stehen.',
  // 'COOP-3c'
  'This proposal was declined; make a different one or go on with your turn.':
    'Dieser Vorschlag wurde abgelehnt; mach einen anderen oder fahre mit deinem Zug fort.',
  // 'COOP-6'
  'You are not taking part in a cooperative assault right now.':
    'Du nimmst gerade an keinem gemeinsamen Stadtüberfall teil.',
  // 'COOP-6a'
  'Complete all phases of your combat first.': 'Führe zuerst alle Phasen deines Kampfs durch.',
  // 'COOP-1'
  'Cooperative city assaults are not part of this game (agree on them before the game).':
    'Gemeinsame Stadtüberfälle gehören nicht zu dieser Partie (darauf müsst ihr euch vor dem Spiel einigen).',
  // 'COOP-2a'
  'No cooperative assault after the End of the Round was announced or the scenario end was reached.':
    'Kein gemeinsamer Stadtüberfall, nachdem das Rundenende angesagt oder das Szenarioende erreicht wurde.',
  // 'COOP-2c'
  'You must stand next to an unconquered city, or be able to reach it with the spell Underground Attack (COOP-2c.1).':
    'Du musst neben einer nicht eroberten Stadt stehen oder sie mit dem Zauber Underground Attack erreichen können (COOP-2c.1).',
  // 'COOP-2c'
  'Another hero stands on your space.': 'Auf deinem Feld steht ein anderer Held.',
  // 'COOP-2d'
  'No other hero next to the city can join (token face down, only Wounds in hand, or too far).':
    'Kein anderer Held neben der Stadt kann mitmachen (Zugfolgeplättchen verdeckt, nur Verletzungen auf der Hand oder zu weit weg).',
  // 'COOP-3a'
  'Invite at least one hero.': 'Lade mindestens einen Helden ein.',
  // 'COOP-3a'
  'Only eligible heroes next to the city can be invited.':
    'Nur geeignete Helden neben der Stadt können eingeladen werden.',
  // 'COOP-3b'
  'Give a number of defenders for you and for each invited hero.':
    'Gib für dich und jeden eingeladenen Helden eine Anzahl Verteidiger an.',
  // 'COOP-3b'
  'Every participant must be assigned at least 1 defender.':
    'Jedem Beteiligten muss mindestens 1 Verteidiger zugewiesen werden.',
  // 'COOP-3b'
  'The city has {0} defenders; the split must add up to that.':
    'Die Stadt hat {0} Verteidiger; die Aufteilung muss genau diese Summe ergeben.',
  // 'COOP-6c.1'
  'No other movement is allowed in a cooperative assault.':
    'Bei einem gemeinsamen Stadtüberfall ist keine andere Bewegung erlaubt.',
  // 'COOP-6c.1'
  'In a cooperative assault you must move directly into the city.':
    'Bei einem gemeinsamen Stadtüberfall musst du dich direkt in die Stadt bewegen.',
  // 'TURN-END-8c'
  'Nothing can be assigned during your End-of-Turn step.':
    'Am Ende deines Zugs kann nichts mehr zugeordnet werden.',
  // 'UNIT-8'
  'Only Banner artifacts can be assigned to units.':
    'Nur Banner-Artefakte können Einheiten zugeordnet werden.',
  // 'UNIT-8'
  'That unit has no Banner.': 'Diese Einheit hat kein Banner.',
  // 'UNIT-8'
  'Only Banner of Courage is used this way; other Banners work by themselves.':
    'Nur Banner of Courage wird so benutzt; andere Banner wirken von selbst.',
  // 'banner-of-courage'
  'Banner of Courage is not used in combat.': 'Banner of Courage wird nicht im Kampf benutzt.',
  // 'banner-of-courage'
  'Banner of Courage has been used this round.':
    'Banner of Courage wurde in dieser Runde schon benutzt.',
  // 'UNIT-6'
  'The unit is ready already.': 'Die Einheit ist schon bereit.',
  // 'COMBAT-5'
  'Name a combat option.': 'Nenne eine Kampfoption.',
  // 'COMBAT-RANGED-2'
  'These points cannot go into the open attack or block (wrong phase, target or element).':
    'Diese Punkte können nicht in den laufenden Angriff oder Block fließen (falsche Phase, falsches Ziel oder Element).',
  // 'COMBAT-RANGED-8'
  'Open an attack or block for these points first.':
    'Beginne für diese Punkte zuerst einen Angriff oder Block.',
  // 'COMBAT-RANGED-8'
  'Move points become Attack only in an open attack, with enough Move (Agility).':
    'Bewegungspunkte werden nur in einem laufenden Angriff zu Angriff, und nur mit genug Bewegung (Agility).',
  // 'COMBAT-5'
  'Another enemy for Wings of Night needs enough Move points and an enemy that still attacks.':
    'Ein weiterer Feind für Wings of Night erfordert genug Bewegungspunkte und einen Feind, der noch angreift.',
  // 'COMBAT-BLOCK-1'
  'Banner of Fear cancels an enemy attack in the Block phase with its ready, unwounded unit (not against Arcane Immunity).':
    'Banner of Fear annulliert in der Blockphase einen feindlichen Angriff mit seiner bereiten, unverletzten Einheit (nicht gegen Arkane Immunität).',
  // 'COMBAT-5'
  'Unknown combat option "{0}".': 'Unbekannte Kampfoption „{0}“.',
  // 'peaceful-moment-action'
  'Only Peaceful Moment played as your action turns Influence into healing.':
    'Nur Peaceful Moment, als deine Aktion gespielt, wandelt Einfluss in Heilung um.',
  // 'peaceful-moment-action'
  'Healing 1 costs 2 Influence.': 'Heilung 1 kostet 2 Einfluss.',
  // 'UNIT-6'
  'That unit is ready already.': 'Diese Einheit ist schon bereit.',
  // 'ready-units-for-influence'
  'No effect of this turn lets you ready that unit for Influence.':
    'Keine Wirkung in diesem Zug erlaubt dir, diese Einheit für Einfluss bereit zu machen.',
  // 'ready-units-for-influence'
  'Readying that unit costs {0} Influence; you have {1}.':
    'Diese Einheit bereit zu machen kostet {0} Einfluss; du hast {1}.',
  // 'buy-from-offer'
  'No effect of this turn lets you buy from the Advanced Action offer.':
    'Keine Wirkung in diesem Zug erlaubt dir, aus dem Angebot der Fortgeschrittenen Aktionen zu kaufen.',
  // 'INTERACT-2'
  'Influence cannot be spent in combat.': 'Im Kampf kann kein Einfluss ausgegeben werden.',
  // 'buy-from-offer', 'INTERACT-CITY-4'
  'That card is not in the Advanced Action offer.':
    'Diese Karte liegt nicht im Angebot der Fortgeschrittenen Aktionen.',
  // 'buy-from-offer'
  'The card costs {0} Influence; you have {1}.': 'Die Karte kostet {0} Einfluss; du hast {1}.',
  // 'ENGINE-ACTION', 'INTERACT-4'
  'Unknown item "{0}".': 'Unbekannter Posten „{0}“.',
  // 'TURN-REG-6d'
  'Move effects only count before the action of your turn.':
    'Bewegungswirkungen zählen nur vor der Aktion deines Zugs.',
  // 'TURN-OPT-5c.1'
  'Move points can only be used in the movement part of your turn.':
    'Bewegungspunkte kannst du nur in der Bewegungsphase deines Zugs nutzen.',
  // 'COMBAT-1'
  'Attacks can only be used in combat.': 'Angriffe kannst du nur im Kampf nutzen.',
  // 'COMBAT-3'
  'Attacks count only in the Ranged/Siege and Attack phases.':
    'Angriffe zählen nur in der Fern- und Belagerungsphase und in der Angriffsphase.',
  // 'COMBAT-RANGED-8'
  'Attack points must go to an attack: choose its targets first.':
    'Angriffspunkte gehören zu einem Angriff: Wähle zuerst seine Ziele.',
  // 'COMBAT-RANGED-3'
  'Only Ranged and Siege attacks can be used in the Ranged and Siege phase.':
    'In der Fern- und Belagerungsphase kannst du nur Fern- und Belagerungsangriffe nutzen.',
  // 'COMBAT-RANGED-3b'
  'A fortified target can only be attacked with Siege attacks in this phase.':
    'Ein befestigtes Ziel kann in dieser Phase nur mit Belagerungsangriffen angegriffen werden.',
  // 'COMBAT-1'
  'Blocks can only be used in combat.': 'Blocks kannst du nur im Kampf nutzen.',
  // 'COMBAT-BLOCK-1'
  'Blocks are played in the Block phase.': 'Blocks werden in der Blockphase gespielt.',
  // 'COMBAT-BLOCK-10'
  'Block points must go to a chosen enemy attack: choose it first.':
    'Blockpunkte gehören zu einem gewählten feindlichen Angriff: Wähle ihn zuerst.',
  // 'HEAL-3d'
  'Healing effects cannot be used during combat.':
    'Heilungswirkungen können im Kampf nicht genutzt werden.',
  // 'UNIT-6'
  'You have no spent unit of a level this effect can ready.':
    'Du hast keine verausgabte Einheit einer Stufe, die diese Wirkung bereit machen kann.',
  // 'CARD-2'
  'Nothing to choose.': 'Nichts zu wählen.',
  // 'CARD-2'
  'This effect does nothing now.': 'Diese Wirkung bewirkt gerade nichts.',
  // 'CARD-6'
  'The cost of this effect cannot be paid (Wounds never pay a discard cost).':
    'Die Kosten dieser Wirkung können nicht bezahlt werden (mit Verletzungen kannst du nie Ablegekosten bezahlen).',
  // 'CARD-6'
  'The cost of this effect cannot be paid: no mana of a fitting colour is available.':
    'Die Kosten dieser Wirkung können nicht bezahlt werden: Es ist kein Mana in passender Farbe verfügbar.',
  // 'CARD-6'
  'The cost of this effect cannot be paid: you have no crystal of a fitting colour.':
    'Die Kosten dieser Wirkung können nicht bezahlt werden: Du hast keinen Kristall in passender Farbe.',
  // 'CARD-6'
  'The cost of this effect cannot be paid: not enough cards to throw away (Wounds never count).':
    'Die Kosten dieser Wirkung können nicht bezahlt werden: Du hast nicht genug Karten zum Entfernen (Verletzungen zählen nie).',
  // 'HEAL-3d'
  'This effect cannot be used during combat.': 'Diese Wirkung kann im Kampf nicht genutzt werden.',
  // 'COMBAT-5'
  'This effect is used only in combat.': 'Diese Wirkung wird nur im Kampf genutzt.',
  // 'INTERACT-2'
  'This effect is used only while interacting.':
    'Diese Wirkung wird nur während einer Interaktion genutzt.',
  // 'COMBAT-BLOCK-1'
  'This effect is used in the Block phase.': 'Diese Wirkung wird in der Blockphase genutzt.',
  // 'COMBAT-ATTACK-1c'
  'This effect is used only in the Attack phase.':
    'Diese Wirkung wird nur in der Angriffsphase genutzt.',
  // 'COMBAT-5'
  'No enemy in this combat can be affected (resistances or Arcane Immunity).':
    'Kein Feind in diesem Kampf kann betroffen werden (Widerstände oder Arkane Immunität).',
  // 'COMBAT-5'
  'This effect targets enemies in combat.': 'Diese Wirkung zielt auf Feinde im Kampf.',
  // 'UNIT-3b'
  'You have no spent unit to ready.':
    'Du hast keine verausgabte Einheit, die du bereit machen könntest.',
  // 'UNIT-8'
  'A Banner works when assigned to one of your units, not when played.':
    'Ein Banner wirkt, wenn es einer deiner Einheiten zugeordnet ist, nicht wenn es ausgespielt wird.',
  // 'TURN-OPT-5c.1'
  'You can move your figure only in the movement part of your turn.':
    'Du kannst deine Figur nur in der Bewegungsphase deines Zugs bewegen.',
  // 'MOVE-7d'
  'There is no revealed safe space within reach.':
    'Es gibt keinen aufgedeckten sicheren Platz in Reichweite.',
  // 'GAIN-3'
  'No card in the offer fits this effect now.':
    'Gerade passt keine Karte im Angebot zu dieser Wirkung.',
  // 'HEAL-3c.2'
  'You have no wounded unit.': 'Du hast keine verletzte Einheit.',
  // 'TURN-OPT-5c.1'
  'This effect cannot be used right now.': 'Diese Wirkung kann gerade nicht genutzt werden.',
  // 'ENGINE-ACTION'
  'Unknown action type "{0}".': 'Unbekannter Aktionstyp „{0}“.',
  // 'ENGINE-ACTION'
  'An action must be an object with a type.': 'Eine Aktion muss ein Objekt mit einem Typ sein.',
  // 'ROUND-4a'
  'Nobody can act now.': 'Gerade kann niemand handeln.',
  // 'ROUND-4a'
  "It is player {0}'s decision now, not player {1}'s.":
    'Jetzt entscheidet Spieler {0}, nicht Spieler {1}.',
  // 'INTERACT-4b'
  'Healing points are sold only at villages and monasteries.':
    'Heilungspunkte gibt es nur in Dörfern und Klöstern zu kaufen.',
  // 'INTERACT-4c'
  'Advanced Actions from the Unit offer are taught only in monasteries.':
    'Fortgeschrittene Aktionen aus dem Einheitenangebot werden nur in Klöstern gelehrt.',
  // 'INTERACT-4c'
  'That Advanced Action is not in the Unit offer.':
    'Diese Fortgeschrittene Aktion liegt nicht im Einheitenangebot.',
  // 'INTERACT-4d'
  'Spells are sold only in conquered mage towers and the Blue City.':
    'Zauber gibt es nur in eroberten Magiertürmen und in der Blauen Stadt zu kaufen.',
  // 'INTERACT-4d'
  'That spell is not in the Spell offer.': 'Dieser Zauber liegt nicht im Zauberangebot.',
  // 'INTERACT-CITY-1'
  'Artifacts are sold only in the Red City.': 'Artefakte gibt es nur in der Roten Stadt zu kaufen.',
  // 'INTERACT-CITY-1'
  'The Artifact deck is empty.': 'Der Artefaktstapel ist leer.',
  // 'INTERACT-CITY-3'
  'Only the White City adds Elite units to the Unit offer.':
    'Nur die Weiße Stadt legt Eliteeinheiten ins Einheitenangebot.',
  // 'INTERACT-CITY-3'
  'The Elite unit deck is empty.': 'Der Stapel der Eliteeinheiten ist leer.',
  // 'INTERACT-CITY-4'
  'Advanced Actions are sold only in the Green City.':
    'Fortgeschrittene Aktionen gibt es nur in der Grünen Stadt zu kaufen.',
  // 'INTERACT-CITY-4'
  'The Advanced Action deck is empty.': 'Der Stapel der Fortgeschrittenen Aktionen ist leer.',
  // 'INTERACT-4'
  'Unit fees are paid during combat.': 'Gebühren für Einheiten werden im Kampf bezahlt.',
  // 'thugs-damage-fee'
  'Unit fees are paid during a combat.':
    'Gebühren für Einheiten werden während eines Kampfs bezahlt.',
  // 'thugs-damage-fee'
  'No fee is due for {0} in this combat.': 'Für {0} ist in diesem Kampf keine Gebühr fällig.',
  // def.hooks?.includes('thugs-damage-fee') ? 'thugs-damage-fee' : 'heroes-assault-fee'
  'The fee for {0} is {1} Influence; you have {2}.':
    'Die Gebühr für {0} beträgt {1} Einfluss; du hast {2}.',
  // 'INTERACT-4'
  'A unit fee is paid in Influence only.': 'Eine Einheitengebühr wird nur mit Einfluss bezahlt.',
  // 'INTERACT-4', 'INTERACT-4a'
  'You are not interacting with locals.': 'Du interagierst gerade nicht mit Bewohnern.',
  // 'INTERACT-4', 'INTERACT-4a'
  'You must stay where the interaction started.':
    'Du musst dort bleiben, wo die Interaktion begonnen hat.',
  // 'INTERACT-4d'
  'That spell has no colour.': 'Dieser Zauber hat keine Farbe.',
  // 'INTERACT-4d'
  'Learning this spell also costs 1 {0} mana.':
    'Diesen Zauber zu lernen kostet zusätzlich 1 Mana der Farbe {0}.',
  // 'INTERACT-4'
  'This costs Influence only, no mana.': 'Das kostet nur Einfluss, kein Mana.',
  // item.kind === 'heal' ? 'INTERACT-4b' : 'INTERACT-5'
  'This costs {0} Influence; you have {1}.': 'Das kostet {0} Einfluss; du hast {1}.',
  // 'TURN-END-8c'
  'Your turn is ending.': 'Dein Zug endet gerade.',
  // 'INTERACT-4'
  'You can {0} only while interacting with locals: interact first.':
    'Nur während der Interaktion mit Bewohnern kannst du {0}: Interagiere zuerst.',
  // 'INTERACT-4'
  'You cannot {0} during combat.': 'Im Kampf geht das nicht ({0}).',
  // 'TURN-REST-7'
  'When resting you cannot interact with locals.':
    'Wenn du rastest, kannst du nicht mit Bewohnern interagieren.',
  // 'TURN-REG-6d'
  'Only one action per turn: you have already taken yours.':
    'Nur eine Aktion pro Zug: Du hast deine schon ausgeführt.',
  // 'MOVE-8c'
  "You may not take any other action on another player's space.":
    'Auf dem Feld eines anderen Spielers darfst du keine andere Aktion ausführen.',
  // 'INTERACT-2a.1'
  'With your Reputation on the X space you may not interact at all.':
    'Mit deinem Ansehen auf dem Feld X darfst du überhaupt nicht interagieren.',
  // 'TURN-OUT-1'
  'A village can be plundered at most once between two of your turns.':
    'Ein Dorf kann zwischen zwei deiner Züge höchstens einmal geplündert werden.',
  // 'TURN-OUT-1a'
  'Plundering is done before your turn: only before you do anything else.':
    'Geplündert wird vor deinem Zug: nur, bevor du irgendetwas anderes tust.',
  // 'TURN-OUT-1'
  'You can plunder only the village you stand on.':
    'Du kannst nur das Dorf plündern, auf dem du stehst.',
  // 'INTERACT-4a'
  'That unit is not in the Unit offer.': 'Diese Einheit liegt nicht im Einheitenangebot.',
  // 'INTERACT-4a'
  '{0} cannot be recruited here: none of its unit-type symbols matches this site.':
    '{0} kann hier nicht rekrutiert werden: Kein Rekrutierungssymbol der Einheit passt zu diesem Ort.',
  // 'no-heroes-with-thugs'
  'Heroes and Thugs cannot be recruited in the same interaction.':
    'Heroes und Thugs können nicht in derselben Interaktion rekrutiert werden.',
  // 'familiars-recruit-mana'
  'Recruiting Magic Familiars also costs 1 mana of a basic colour; a token of it goes on the card.':
    'Magic Familiars zu rekrutieren kostet zusätzlich 1 Mana einer Grundfarbe; ein Manamarker dieser Farbe kommt auf die Karte.',
  // 'familiars-recruit-mana'
  'The Magic Familiars token must be of a basic colour.':
    'Der Manamarker für Magic Familiars muss eine Grundfarbe haben.',
  // 'INTERACT-4a'
  'Recruiting this unit costs Influence only, no mana.':
    'Diese Einheit zu rekrutieren kostet nur Einfluss, kein Mana.',
  // 'UNIT-4a'
  'You still have a free Command token; disband a unit only when all are assigned.':
    'Du hast noch ein freies Befehlsplättchen; mustere eine Einheit erst aus, wenn alle zugeordnet sind.',
  // 'UNIT-4a'
  'You can only disband one of your own units.':
    'Du kannst nur eine deiner eigenen Einheiten ausmustern.',
  // 'norowas-bonds-of-loyalty'
  'The unit on Bonds of Loyalty cannot be disbanded.':
    'Die Einheit auf Bonds of Loyalty kann nicht ausgemustert werden.',
  // 'UNIT-4a'
  'All your Command tokens are assigned: disband one of your units to recruit a new one.':
    'Alle deine Befehlsplättchen sind zugeordnet: Mustere eine deiner Einheiten aus, um eine neue zu rekrutieren.',
  // 'INTERACT-4a'
  'Recruiting {0} costs {1} Influence; you have {2}.':
    '{0} zu rekrutieren kostet {1} Einfluss; du hast {2}.',
  // 'MANA-3'
  'Mana can only be used during your own turn.': 'Mana kannst du nur in deinem eigenen Zug nutzen.',
  // 'INTERACT-1'
  'A city must be conquered before anyone can interact there.':
    'Eine Stadt muss erobert sein, bevor jemand mit ihren Bewohnern interagieren kann.',
  // 'INTERACT-1'
  'A mage tower must be conquered before anyone can interact there.':
    'Ein Magierturm muss erobert sein, bevor jemand dort interagieren kann.',
  // 'INTERACT-1'
  'There are no locals to interact with at this site ({0}).':
    'An diesem Ort ({0}) gibt es keine Bewohner, mit denen du interagieren kannst.',
  // 'INTERACT-1'
  'There are no locals to interact with here.':
    'Hier gibt es keine Bewohner, mit denen du interagieren kannst.',
  // 'INTERACT-1'
  'There is no city here.': 'Hier ist keine Stadt.',
  // 'SCEN-RECON-3', 'SCEN-HOLD-4'
  'This city is closed in this scenario.': 'Diese Stadt ist in diesem Szenario geschlossen.',
  // 'INTERACT-1'
  'This monastery has been burned; nobody is left to interact with.':
    'Dieses Kloster wurde niedergebrannt; niemand ist mehr da, mit dem du interagieren könntest.',
  // 'INTERACT-1'
  "Volkare's Camp must be conquered before recruiting there.":
    'Volkares Lager muss erobert sein, bevor du dort rekrutieren kannst.',
  // 'INTERACT-1'
  'You can interact only in keeps you own.':
    'Du kannst nur in Burgen interagieren, die dir gehören.',
};
