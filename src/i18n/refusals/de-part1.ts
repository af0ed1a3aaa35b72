// German texts of the engine's refusal messages, part 1 of 3. Keys are the English
// patterns exactly as scripts/refusal-messages.ts reads them from src/engine ({0}, {1}… are the
// holes of a template literal); values are the German text with the same holes.
// The comment above each entry names the rule id(s); `npx tsx scripts/refusal-messages.ts` says where
// the engine gives each message (line numbers move with every change, so they are not kept here).
export const dePart1: Record<string, string> = {
  // 'FLOW-5'
  'The game is over.': 'Die Partie ist vorbei.',
  // 'ENGINE-CHOICE'
  'There is nothing to choose right now.': 'Gerade gibt es nichts zu wählen.',
  // 'ENGINE-CHOICE'
  'This decision belongs to another player.': 'Diese Entscheidung trifft ein anderer Spieler.',
  // 'ENGINE-CHOICE'
  'Choose exactly one option.': 'Wähle genau eine Option.',
  // 'ENGINE-CHOICE'
  '"{0}" is not one of the options.': '„{0}“ ist keine der Optionen.',
  // p.kind === 'end-discard' ? 'TURN-OPT-5a' : 'CARD-6'
  'Choose exactly {0}.': 'Wähle genau {0}.',
  // p.kind === 'end-discard' ? 'TURN-OPT-5a' : 'CARD-6'
  'Choose between {0} and {1}. You played no card this turn, so you must discard at least one.':
    'Wähle {0} bis {1}. Du hast in diesem Zug keine Karte gespielt, also musst du mindestens eine ablegen.',
  // p.kind === 'end-discard' ? 'TURN-OPT-5a' : 'CARD-6'
  'Choose between {0} and {1}.': 'Wähle {0} bis {1}.',
  // 'ENGINE-CHOICE'
  'No resolver for {0}.': 'Für {0} gibt es keine Auswertung.',
  // 'ENGINE-CHOICE'
  'A decision is open; answer it first.': 'Eine Entscheidung steht noch aus; triff sie zuerst.',
  // 'ROUND-4a'
  'It is not your turn.': 'Du bist nicht am Zug.',
  // 'TURN-REST-7'
  'You cannot move in a turn in which you rest.':
    'In einem Zug, in dem du rastest, kannst du dich nicht bewegen.',
  // 'TURN-REG-6d'
  'All movement must happen before the action of your turn.':
    'Die gesamte Bewegung muss vor der Aktion deines Zugs stattfinden.',
  // 'MOVE-8b.1'
  "Entering another player's keep while they are there ended your movement.":
    'Du hast die Burg eines anderen Spielers betreten, während er dort ist; damit endet deine Bewegung.',
  // 'TURN-OPT-5c.1'
  'You can move only in the movement part of your turn.':
    'Bewegen kannst du dich nur in der Bewegungsphase deines Zugs.',
  // 'SETUP-P7'
  'Your hero is not on the map.': 'Dein Held ist nicht auf dem Spielplan.',
  // 'MOVE-3'
  'You can only move to an adjacent space.':
    'Du kannst dich nur auf ein angrenzendes Feld bewegen.',
  // 'MOVE-3'
  'That space has not been explored yet.': 'Dieses Feld wurde noch nicht erkundet.',
  // 'MOVE-4b'
  'You may not enter a space with a rampaging enemy until it is defeated.':
    'Ein Feld mit einem umherziehenden Feind darfst du erst betreten, wenn dieser besiegt ist.',
  // state.setup.scenario === 'first-reconnaissance' ? 'SCEN-RECON-3' : 'SCEN-HOLD-4'
  'This city cannot be entered in this scenario.':
    'Diese Stadt kann in diesem Szenario nicht betreten werden.',
  // 'MOVE-3a'
  '{0} is impassable.': '{0} ist unpassierbar.',
  // 'MOVE-3'
  'Entering costs {0} Move point{1}; you have {2}.':
    'Die Bewegungskosten für dieses Feld betragen {0}; du hast {2}.',
  // 'PVP-1e'
  "You may not enter another hero's space by a move that provokes a rampaging enemy.":
    'Du darfst das Feld eines anderen Helden nicht mit einer Bewegung betreten, die einen umherziehenden Feind provoziert.',
  // 'MOVE-5a.1'
  'That is not a tile position.': 'Das ist keine Stelle für ein Spielplanteil.',
  // 'MOVE-5a'
  'You must stand next to the position you explore.':
    'Du musst neben der Stelle stehen, die du erkunden willst.',
  // 'COOP-6c.1'
  'No exploring in a cooperative assault.':
    'Während eines gemeinsamen Stadtüberfalls darf nicht erkundet werden.',
  // 'SCEN-HOLD-2'
  'On this fixed map only the face-down tiles can be explored.':
    'Auf diesem festen Spielplan können nur die verdeckten Spielplanteile erkundet werden.',
  // 'MOVE-5e.3'
  'No map tiles are left to explore.': 'Es sind keine Spielplanteile mehr zum Erkunden übrig.',
  // 'MOVE-5b'
  'Revealing a tile costs {0} Move points; you have {1}.':
    'Das Aufdecken eines Spielplanteils kostet {0} Bewegungspunkte; du hast {1}.',
  // 'TURN-END-8c'
  'You cannot play effects during your End-of-Turn step.':
    'Am Ende des Zugs kannst du keine Wirkungen mehr spielen.',
  // 'CARD-2', 'UNIT-8'
  'That card is not in your hand.': 'Diese Karte hast du nicht auf der Hand.',
  // 'CARD-3d'
  'Wound cards can never be played, not even sideways.':
    'Verletzungskarten können nie gespielt werden, auch nicht quer.',
  // 'CARD-3e'
  'Say whether the card is played sideways as Move, Influence, Attack or Block.':
    'Gib an, ob die Karte quer als Bewegung, Einfluss, Angriff oder Block gespielt wird.',
  // 'CARD-3e'
  'A card played sideways needs no mana.': 'Eine quer gespielte Karte braucht kein Mana.',
  // 'CARD-3e'
  'Only sideways plays name a family.':
    'Nur beim Querspielen wird eine Wirkungsart (Bewegung, Einfluss, Angriff, Block) angegeben.',
  // 'CARD-3b'
  "A spell's strong effect can only be cast at Night (it needs black mana).":
    'Die starke Wirkung eines Zaubers kann nur bei Nacht gewirkt werden (sie braucht schwarzes Mana).',
  // 'TURN-REG-6d'
  '{0} is played as the action of your turn, and you have no action left.':
    '{0} wird als Aktion deines Zugs gespielt, und du hast keine Aktion mehr übrig.',
  // def.type === 'spell' ? 'CARD-3b' : 'CARD-3a'
  'Casting this spell needs {0} mana.': 'Für diesen Zauber brauchst du Mana: {0}.',
  // def.type === 'spell' ? 'CARD-3b' : 'CARD-3a'
  'The strong effect needs 1 {0} mana.': 'Die starke Wirkung braucht 1 Mana der Farbe {0}.',
  // 'CARD-3a'
  'That mana cannot pay for this card.': 'Mit diesem Mana kannst du diese Karte nicht bezahlen.',
  // why.ruleId
  '{0}: {1}': '{0}: {1}',
  // 'TURN-OPT-5c.1'
  'Move points can only be used in the movement part of a regular turn.':
    'Bewegungspunkte können nur in der Bewegungsphase eines normalen Zugs genutzt werden.',
  // 'INTERACT-2'
  'Influence can only be used while interacting with locals.':
    'Einfluss kann nur bei der Interaktion mit Bewohnern genutzt werden.',
  // 'COMBAT-RANGED-3d'
  'Cards cannot be played sideways as Ranged or Siege attacks.':
    'Karten können nicht quer als Fern- oder Belagerungsangriff gespielt werden.',
  // 'COMBAT-RANGED-8'
  'Attack points must go to an attack on chosen enemies; choose targets first.':
    'Angriffspunkte müssen einem Angriff auf gewählte Feinde zugeordnet werden; wähle zuerst die Ziele.',
  // 'COMBAT-BLOCK-10'
  'Block points must go to a chosen enemy attack in the Block phase.':
    'Blockpunkte müssen in der Blockphase einem gewählten feindlichen Angriff zugeordnet werden.',
  // 'ROUND-3a'
  'Tactics are chosen only at the start of a round.':
    'Taktiken werden nur zu Beginn einer Runde gewählt.',
  // 'ROUND-3a.1'
  'It is not your turn to choose a tactic: the lowest Fame chooses first.':
    'Du bist mit der Taktikwahl noch nicht dran: Wer den niedrigsten Ruhm hat, wählt zuerst.',
  // 'ROUND-3a'
  'Tactic {0} is not on display this round.': 'Die Taktik {0} liegt in dieser Runde nicht aus.',
  // 'SCEN-DUMMY-8'
  "It is not the dummy player's turn.": 'Der Dummyspieler ist nicht am Zug.',
  // 'TURN-EOR-3'
  'The End of the Round has already been announced.': 'Das Rundenende wurde bereits angesagt.',
  // 'TURN-EOR-3a'
  'You may announce the End of the Round only if your Deed deck was empty at the start of your turn.':
    'Du darfst das Rundenende nur ansagen, wenn dein Handlungsdeck zu Beginn deines Zugs leer war.',
  // 'TURN-EOR-3'
  'Announcing the End of the Round replaces your whole turn.':
    'Das Ansagen des Rundenendes ersetzt deinen ganzen Zug.',
  // 'TURN-END-8c'
  'You cannot use effects during your End-of-Turn step.':
    'Am Ende des Zugs kannst du keine Wirkungen mehr nutzen.',
  // 'ROUND-3a'
  'You have no tactic this round.': 'Du hast in dieser Runde keine Taktik.',
  // 'ROUND-3b'
  'Your tactic has already been used this round.':
    'Deine Taktik wurde in dieser Runde bereits genutzt.',
  // 'ROUND-3b'
  'The Right Moment works by Day.': 'Der richtige Moment wirkt nur bei Tag.',
  // 'END-7d'
  'Long Night can be used only when your Deed deck is empty.':
    'Lange Nacht kannst du nur nutzen, wenn dein Handlungsdeck leer ist.',
  // 'END-7d'
  'Your discard pile is empty.': 'Deine Ablage ist leer.',
  // 'TURN-OUT-1'
  'Midnight Meditation is used before your turn, before anything else.':
    'Mitternachtsmeditation nutzt du vor deinem Zug, vor allem anderen.',
  // 'ROUND-3b'
  'You have no cards in hand.': 'Du hast keine Karten auf der Hand.',
  // 'ROUND-3b'
  'Mana Search can be used once per turn.': 'Manasuche kannst du nur einmal pro Zug nutzen.',
  // 'MANA-3'
  'Mana Search is used before you take mana from the Source.':
    'Manasuche nutzt du, bevor du Mana aus der Quelle nimmst.',
  // 'ROUND-3b'
  'Choose one or two Source dice to reroll.':
    'Wähle einen oder zwei Würfel der Quelle zum Neuwerfen.',
  // 'MANA-3'
  'Only dice lying free in the Source can be rerolled.':
    'Nur Würfel, die frei in der Quelle liegen, können neu geworfen werden.',
  // 'VAR-NICE-4'
  'Friendly mana: by Day a gold die may not be rerolled while another die is in the Source.':
    'Manafreundlich: Bei Tag darf ein goldener Würfel nicht neu geworfen werden, solange ein anderer Würfel in der Quelle liegt.',
  // 'ROUND-3b'
  'Mana Search must reroll depleted dice first.':
    'Bei der Manasuche musst du zuerst erschöpfte Würfel neu werfen.',
  // 'ROUND-3b'
  'Your tactic has no effect to use now.': 'Deine Taktik hat gerade keine nutzbare Wirkung.',
  // 'TURN-REST-7'
  'You have already rested this turn.': 'Du hast in diesem Zug bereits gerastet.',
  // 'TURN-REST-7'
  'Resting replaces movement and action: you cannot rest after moving or acting.':
    'Rasten ersetzt Bewegung und Aktion: Nach einer Bewegung oder Aktion kannst du nicht mehr rasten.',
  // 'TURN-REST-7b'
  'You can only discard cards from your hand.': 'Du kannst nur Karten von deiner Hand ablegen.',
  // 'TURN-REST-7b'
  'A standard rest discards exactly 1 non-Wound card (and any number of Wounds).':
    'Bei einer normalen Rast legst du genau 1 Karte ab, die keine Verletzung ist (und beliebig viele Verletzungen).',
  // 'TURN-REST-7c'
  'Slow recovery: show your hand of Wounds and discard exactly 1 of them.':
    'Langsame Erholung: Zeige deine Hand voller Verletzungen vor und lege genau 1 davon ab.',
  // 'HEAL-3d'
  'You cannot heal during combat.': 'Während eines Kampfs kannst du nicht heilen.',
  // 'HEAL-3c.1'
  'You have no Wound in your hand.': 'Du hast keine Verletzung auf der Hand.',
  // 'HEAL-3c.1'
  'You need 1 Healing point.': 'Du brauchst 1 Heilungspunkt.',
  // 'HEAL-3c.2', 'COMBAT-DMG-3', 'UNIT-8', 'UNIT-6', 'UNIT-5'
  'That is not one of your units.': 'Das ist keine deiner Einheiten.',
  // 'HEAL-3c.2'
  'That unit is not wounded.': 'Diese Einheit ist nicht verletzt.',
  // 'HEAL-3c.2'
  'Healing this unit costs {0} Healing points (its level); you have {1}.':
    'Diese Einheit zu heilen kostet Heilungspunkte in Höhe ihres Levels ({0}); du hast {1}.',
  // 'TURN-END-8'
  'Your turn is already ending.': 'Dein Zug endet bereits.',
  // 'COMBAT-3'
  'Finish the combat first.': 'Beende zuerst den Kampf.',
  // 'COMBAT-3'
  'You are not in combat.': 'Du bist nicht im Kampf.',
  // 'COMBAT-1d'
  'Choose one or more spaces with rampaging enemies.':
    'Wähle ein oder mehrere Felder mit umherziehenden Feinden.',
  // 'COMBAT-2d'
  'You cannot challenge extra enemies when entering an adventure site.':
    'Beim Betreten eines Abenteuerorts kannst du keine weiteren Feinde herausfordern.',
  // 'COMBAT-2c'
  'Rampaging enemies may join only at the start of a combat your move started.':
    'Umherziehende Feinde können nur zu Beginn eines Kampfs hinzukommen, den deine Bewegung ausgelöst hat.',
  // 'COMBAT-2c'
  'Only rampaging enemies adjacent to the space you moved into may be challenged.':
    'Herausfordern kannst du nur umherziehende Feinde, die an das Feld angrenzen, auf das du dich bewegt hast.',
  // 'COMBAT-1d'
  'You can only challenge rampaging enemies on spaces adjacent to you.':
    'Du kannst nur umherziehende Feinde auf angrenzenden Feldern herausfordern.',
  // 'COMBAT-RANGED-1'
  'Attacks are declared only in the Ranged and Siege phase or the Attack phase.':
    'Angriffe werden nur in der Fern- und Belagerungsangriffsphase oder in der Angriffsphase angesagt.',
  // 'COMBAT-RANGED-7', 'COMBAT-RANGED-8'
  'Resolve or abandon the open attack first.':
    'Handle zuerst den offenen Angriff ab oder gib ihn auf.',
  // 'COMBAT-RANGED-2'
  'Choose one or more enemies as targets.': 'Wähle einen oder mehrere Feinde als Ziel.',
  // 'COMBAT-RANGED-5a', 'COMBAT-BLOCK-3'
  'That enemy is not in the fight.': 'Dieser Feind ist nicht am Kampf beteiligt.',
  // 'COMBAT-BLOCK-2a'
  'The summoner cannot be targeted now.':
    'Der herbeirufende Feind kann jetzt nicht als Ziel gewählt werden.',
  // 'COMBAT-RANGED-3c'
  'A fortified enemy defending a fortified site cannot be targeted in the Ranged and Siege phase.':
    'Ein befestigter Feind, der einen befestigten Ort verteidigt, kann in der Fern- und Belagerungsangriffsphase nicht als Ziel gewählt werden.',
  // 'COMBAT-RANGED-2'
  'That enemy cannot be targeted now.': 'Dieser Feind kann jetzt nicht als Ziel gewählt werden.',
  // 'COMBAT-BLOCK-1'
  'Blocks are declared only in the Block phase.': 'Blocks werden nur in der Blockphase angesagt.',
  // 'COMBAT-BLOCK-9'
  'Resolve or abandon the open block first; each attack is blocked separately.':
    'Handle zuerst den offenen Block ab oder gib ihn auf; jeder Angriff wird einzeln geblockt.',
  // 'COMBAT-BLOCK-2a'
  'The summoned monster replaces its summoner: block the summoned monster.':
    'Der herbeigerufene Feind ersetzt den herbeirufenden: Blocke den herbeigerufenen Feind.',
  // 'COMBAT-BLOCK-3'
  'That enemy has no such attack.': 'Dieser Feind hat keinen solchen Angriff.',
  // 'COMBAT-BLOCK-1'
  'That enemy does not attack.': 'Dieser Feind greift nicht an.',
  // 'ABIL-MULTI'
  'That attack is already blocked.': 'Dieser Angriff ist bereits geblockt.',
  // 'ABIL-CUMBERSOME'
  'That attack is reduced to 0 and counts as blocked.':
    'Dieser Angriff ist auf 0 verringert und gilt als geblockt.',
  // 'ABIL-CUMBERSOME'
  'Move points reduce a cumbersome attack only in the Block phase.':
    'Bewegungspunkte verringern den Angriff eines schwerfälligen Feindes nur in der Blockphase.',
  // 'ABIL-CUMBERSOME'
  'Only the unblocked attack of a cumbersome enemy can be reduced with Move points.':
    'Nur der ungeblockte Angriff eines schwerfälligen Feindes kann mit Bewegungspunkten verringert werden.',
  // 'ABIL-CUMBERSOME'
  'Spend at least 1 Move point.': 'Gib mindestens 1 Bewegungspunkt aus.',
  // 'ABIL-CUMBERSOME'
  'You have only {0} Move points.': 'Deine Bewegungspunkte reichen nicht: Du hast nur {0}.',
  // 'ABIL-CUMBERSOME'
  'That is more than the attack left.': 'Das ist mehr als der verbleibende Angriff.',
  // 'COMBAT-RANGED-6'
  'The attack totals {0} against Armor {1}: add {2} more, or abandon it (it would have no effect).':
    'Der Angriff beträgt insgesamt {0} gegen Rüstung {1}: Füge noch {2} hinzu oder gib ihn auf (er hätte keine Wirkung).',
  // 'COMBAT-BLOCK-8'
  'The block totals {0} against an attack of {1}: add {2} more, or abandon it (a short block has no effect).':
    'Der Block beträgt insgesamt {0} gegen einen Angriff von {1}: Füge noch {2} hinzu oder gib ihn auf (ein zu schwacher Block hat keine Wirkung).',
  // 'COMBAT-RANGED-2'
  'There is no open attack or block to resolve.':
    'Es gibt keinen offenen Angriff oder Block zum Abhandeln.',
  // 'COMBAT-RANGED-6a'
  'There is no open attack or block.': 'Es gibt keinen offenen Angriff oder Block.',
  // 'COMBAT-BLOCK-10'
  'Resolve or abandon the open block first.':
    'Handle zuerst den offenen Block ab oder gib ihn auf.',
  // 'COMBAT-DMG-3'
  'All damage of unblocked attacks must be assigned first.':
    'Zuerst muss der gesamte Schaden ungeblockter Angriffe zugewiesen werden.',
  // 'COMBAT-DMG-1'
  'Damage is assigned only in the Assign Damage phase.':
    'Schaden wird nur in der Schadensphase zugewiesen.',
  // 'COMBAT-DMG-1'
  'That enemy is not in this combat.': 'Dieser Feind ist nicht an diesem Kampf beteiligt.',
  // 'COMBAT-DMG-1'
  'That attack deals no damage to assign (defeated, blocked or already assigned).':
    'Dieser Angriff verursacht keinen zuzuweisenden Schaden (besiegt, geblockt oder bereits zugewiesen).',
  // 'draw-attack-to-this-unit'
  'The damage of this attack must first be assigned to the unit that drew it.':
    'Der Schaden dieses Angriffs muss zuerst der Einheit zugewiesen werden, die ihn auf sich gezogen hat.',
  // c.kind === 'burn-monastery' ? 'COMBAT-1c' : 'COMBAT-1b'
  'Units may not be used in this combat.':
    'In diesem Kampf dürfen keine Einheiten eingesetzt werden.',
  // 'no-damage-to-units'
  'You may not assign damage to your units this turn (Into the Heat).':
    'In diesem Zug darfst du deinen Einheiten keinen Schaden zuweisen (Into the Heat).',
  // 'ABIL-ASSASSIN'
  'Damage of an Assassination attack may only be assigned to your hero.':
    'Schaden eines Angriffs mit Attentäter darf nur deinem Helden zugewiesen werden.',
  // 'COMBAT-DMG-4'
  'Only unwounded units can be assigned damage.':
    'Nur unverletzten Einheiten kann Schaden zugewiesen werden.',
  // 'COMBAT-DMG-4b.5'
  'This unit already absorbed damage by its resistance in this combat.':
    'Diese Einheit hat in diesem Kampf bereits Schaden durch ihren Widerstand abgefangen.',
  // 'thugs-damage-fee'
  'Damage may be assigned to Thugs only after paying 2 Influence for them.':
    'Der Einheit Thugs darfst du erst Schaden zuweisen, nachdem du 2 Einfluss für sie bezahlt hast.',
  // 'TURN-REST-7'
  'When resting you cannot start a combat.': 'Wenn du rastest, kannst du keinen Kampf beginnen.',
  // 'COMBAT-2', turn.action === 'combat' ? 'COMBAT-2' : 'TURN-REG-6d'
  'Only one combat per turn is allowed.': 'Pro Zug ist nur ein Kampf erlaubt.',
  // turn.action === 'combat' ? 'COMBAT-2' : 'TURN-REG-6d', 'TURN-REG-6d', 'COOP-2b'
  'You have already taken your action this turn.':
    'Du hast in diesem Zug bereits deine Aktion ausgeführt.',
  // 'TURN-REG-6c.2'
  'You can only enter an adventure site you are standing on.':
    'Du kannst nur einen Abenteuerort betreten, auf dem du stehst.',
  // 'COMBAT-1b'
  'Only a maze or labyrinth has paths to choose.':
    'Nur bei einem Irrgarten oder Labyrinth gibt es Wege zur Auswahl.',
  // 'COMBAT-1b'
  'Entering this site needs no mana.': 'Zum Betreten dieses Orts brauchst du kein Mana.',
  // 'COMBAT-1b'
  'There are no enemy tokens left to draw.': 'Es sind keine Feindplättchen mehr zum Ziehen übrig.',
};
