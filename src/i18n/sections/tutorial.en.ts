// English strings of the guided tutorial (src/ui/tutorial; merged into ../en.ts).
export const tutorialEn = {
  'tut.button': 'Tutorial',
  'tut.buttonHint': 'Learn the game: a guided first game with Tovak, step by step',
  'tut.title': 'Tutorial',
  'tut.stepOf': 'Step {n} of {total}',
  'tut.rule': 'Rule:',
  'tut.leave': 'Leave tutorial',
  'tut.leaveHint': 'The game goes on as a normal game; you can resume the tutorial later.',
  'tut.resume': 'Resume tutorial',
  'tut.skip': 'Skip step',
  'tut.next': 'Next',
  'tut.already': 'Already done: {step}.',
  'tut.skipped': 'Passed: {step} — the game went another way; that is fine.',
  'tut.decision':
    'The game asks you a decision above the map — make it, then the tutorial goes on.',
  'tut.notYourTurn': 'The dummy player is taking its turn; wait a moment.',

  'tut.welcome.title': 'Welcome to Mage Knight',
  'tut.welcome.body':
    'You play Tovak on a short First Reconnaissance. This guide walks you through your first round and into the Night. Each step says what to do and why; the glowing ring shows where. The game is real: do something else whenever you like, and the guide adapts.',
  'tut.tactic.title': 'Choose a tactic',
  'tut.tactic.body':
    'Every round starts with a tactic card. Its number sets the turn order (lowest first) and many give a small bonus. Pick one — {earlyBird} lets you move first.',
  'tut.crystallize.title': 'Take mana from the Source',
  'tut.crystallize.body':
    'Click {crystallize} and play it basic: it turns one mana into a crystal. Pay with the green die of the Source — you may take one die each turn. The green crystal goes to your inventory.',
  'tut.crystallize.noCard':
    '{crystallize} is no longer in your hand. Take a die with another card: any strong effect can be paid from the Source.',
  'tut.march.title': 'Play a card for Move',
  'tut.march.body':
    'Drag {march} onto the Move column (or click it). Its basic effect gives Move 2; the strong effect, paid with one green mana, gives Move 4.',
  'tut.march.withCrystal':
    'Choose the strong play and pay with your green crystal in the payment plan: crystals can be turned into mana at any time.',
  'tut.march.noCard':
    '{march} is not in your hand. Any card played sideways gives Move 1; {stamina} and {swiftness} give Move 2.',
  'tut.crystal.title': 'Pay with a crystal',
  'tut.crystal.body':
    'You still have a crystal. When a card’s strong effect needs its colour, the payment plan offers the crystal: use it now or keep it for later.',
  'tut.walk.title': 'Walk',
  'tut.walk.body':
    'The spaces you can reach glow with their Move cost. Plains cost 2, forests and hills 3. Click the ringed plains space: Tovak walks there over the plains next to the portal.',
  'tut.walk.noMove':
    'No Move points yet: play a card for Move first (any card sideways gives Move 1).',
  'tut.walk.lessMove':
    'With less than Move 4 you get only one space far this turn — walk as far as you can; the next steps still work.',
  'tut.end-turn-1.title': 'End your turn',
  'tut.end-turn-1.body':
    'Click End turn. You may discard cards you do not want; keep them all, then draw back up to your hand size. The dummy player takes its turn by itself.',
  'tut.village.title': 'Walk to the village',
  'tut.village.body':
    'Play {stamina} for Move 2 and click the village. Villages sell units and healing — and this one stands right next to the orcs.',
  'tut.village.needMove': 'First play a card for Move 2: {stamina} or {march}, basic.',
  'tut.challenge.title': 'Challenge the orcs',
  'tut.challenge.body':
    'The {diggers} are rampaging enemies: standing next to them you may challenge them. Winning gives Fame; losing costs Wounds. Click Challenge.',
  'tut.challenge.notAdjacent':
    'You can only challenge from a space next to the orcs — the village is one. Walk there first.',
  'tut.block.title': 'Block their attack',
  'tut.block.body':
    'First comes the ranged phase (nothing to shoot with: go on), then the block phase. Click the {diggers}’ attack to block it, then drag {coldToughness} into the block column: Block 3 stops their Attack 3. Confirm the block.',
  'tut.damage.title': 'Damage',
  'tut.damage.body':
    'Every attack you did not block deals its damage now: Wound cards into your hand, or wounds on units. You blocked everything, so nothing happens — go on to the attack phase.',
  'tut.damage.assign':
    'An attack was not blocked: assign its damage to Tovak (Wound cards into your hand) or to units.',
  'tut.attack.title': 'Attack',
  'tut.attack.body':
    'Declare your attack on the {diggers} and bring 3 Attack — their armour. {instinct} gives Attack 2; a card played sideways adds 1. Confirm: the {diggers} are defeated and you gain Fame.',
  'tut.end-turn-2.title': 'End the turn',
  'tut.end-turn-2.body': 'Well fought. End your turn; keep your cards and draw up.',
  'tut.explore.title': 'Explore',
  'tut.explore.body':
    'The map grows as you explore. From the village, play {march} for Move 2 and click the dashed outline next to it: a new tile is revealed for 2 Move points.',
  'tut.explore.needMove': 'Exploring costs 2 Move points: play {march} basic first.',
  'tut.recruit.title': 'Recruit a unit',
  'tut.recruit.body':
    'Open the village (Interact) and play {promise} and {threaten} for Influence 4. Then recruit the {peasants} from the offer: units fight, block and gather resources for you.',
  'tut.recruit.needInfluence':
    'Play {promise} and {threaten} (basic, Influence 2 each) until you have Influence 4.',
  'tut.end-turn-3.title': 'End the turn',
  'tut.end-turn-3.body':
    'End your turn. Your Fame may give you a new level: choose the reward the game offers above the map.',
  'tut.rest.title': 'Rest',
  'tut.rest.body':
    'A turn may be a rest instead: you do not move or fight, you discard one card (and any Wounds) and draw afresh. Click Rest, pick a card to discard, confirm, then end the turn.',
  'tut.rest.nextTurn':
    'A rest takes the whole turn: after playing cards or moving you cannot rest any more. End this turn and rest in the next one.',
  'tut.round-end.title': 'The end of the round',
  'tut.round-end.body':
    'A round ends when a player with an empty deck announces it, or — solo — when the dummy’s deck runs out. Play your turns until then: a turn in which you play no card ends by discarding one. The ring shows the button.',
  'tut.night.title': 'Night',
  'tut.night.body':
    'Night has fallen: the Day/Night board turned, forests cost less to walk, gold mana is gone and black mana works. Choose a Night tactic.',
  'tut.finish.title': 'You know the basics',
  'tut.finish.body':
    'Tactics, cards and mana, walking and exploring, a fight, a unit, rest and the change of round — that is the heart of Mage Knight. The game goes on: explore, gain Fame and level up. The § button opens the rules any time.',
  'tut.finish.close': 'Close the tutorial',
} as const;
