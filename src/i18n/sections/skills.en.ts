// English strings of the skills, card-detail, PvP and co-op assault UI, and the words of the
// named effect hooks (merged into ../en.ts).
export const skillsEn = {
  // ---- skill tokens (SKILL-1..4)
  'skills.none': 'none yet (a skill token at every even level)',
  'skills.use': 'Use',
  'skills.useNamed': 'Use the skill {skill}',
  'skills.unflip': 'Turn face up',
  'skills.unflipPay': 'Turn face up ({mana})',
  'skills.usage.turn': 'Once per turn',
  'skills.usage.round': 'Once per round (face down after use)',
  'skills.usage.interactive': 'Once per round, lasting effect (token to the centre)',
  'skills.usage.passive': 'Permanent',
  'skills.usage.competitive': 'Interactive ★: once per round, token to the centre',
  'skills.usage.cooperative': 'Cooperative ☆: once per round, token to the centre',
  'skills.usage.otherTurns': '{usage}, also in other players’ turns',
  'skills.state.ready': 'ready',
  'skills.state.used': 'used this turn',
  'skills.state.flipped': 'face down',
  'skills.state.center': 'in the centre',
  'skills.state.passive': 'always in force',
  'skills.always': 'Always: {what}',
  'skills.centre': 'In the centre:',
  'skills.return': 'Return {skill} ({hero})',
  'skills.inCentre': 'In the centre of the table: {list}',
  'skills.offer': 'Common skill offer',
  'skills.level.own': 'Drawn from your own tokens',
  'skills.level.ownRule':
    'Keep one; the other goes to the common offer. Then take any Advanced Action from the offer (END-6b.1).',
  'skills.level.common': 'Another hero’s token from the common offer',
  'skills.level.commonRule':
    'Both drawn tokens go to the common offer, and you get the lowest Advanced Action of the offer: {card} (END-6b.2).',
  'skills.level.commonRuleNoCard': 'Both drawn tokens go to the common offer (END-6b.2).',

  // ---- card detail
  'detail.cost.free': 'Free',
  'detail.cost.actionStrong': 'Costs 1 mana: {color}',
  'detail.cost.spellBasic': 'Costs 1 mana: {color}',
  'detail.cost.spellStrong': 'Night only: 1 mana ({color}) and 1 black mana',
  'detail.cost.throwAway': 'Throw the artifact away (it leaves the game)',
  'detail.sideways':
    'Sideways: Move 1, Influence 1, Attack 1 or Block 1 instead — never Ranged, Siege or elemental.',
  'detail.banner':
    'Banner: may be assigned to one of your units; it then gives its basic effect to that unit.',
  'detail.action': 'Playing this effect is the action of your turn.',
  'detail.interactive': 'Interactive spell: left out in solo and cooperative games.',
  'detail.wound':
    'A Wound can never be played. Heal it (1 Healing point) or throw it away when an effect allows.',
  'detail.rules': 'Rules',

  // ---- rule titles (short, for the card detail)
  'rule.CARD-3a': 'Action card: basic effect free, strong effect for 1 mana of its colour',
  'rule.CARD-3b': 'Spell: 1 mana for the basic effect; strong only at Night with black mana',
  'rule.CARD-3c': 'Artifact: basic effect, or throw it away for the strong effect',
  'rule.CARD-3d': 'Wounds can never be played',
  'rule.CARD-3e': 'Any card but a Wound sideways for 1',
  'rule.CARD-6': 'A cost that cannot be paid makes the effect unplayable',
  'rule.CARD-6a': 'Wounds cannot pay discard costs',
  'rule.MANA-1': 'Mana: Source dice, crystals and tokens',
  'rule.MANA-1c': 'Crystals can become mana at any time',
  'rule.MANA-2': 'Gold and black mana',
  'rule.MANA-2b': 'Black mana only at Night',
  'rule.MANA-3': 'One Source die per turn',
  'rule.DISCARD-1': 'Discard: to your discard pile',
  'rule.DISCARD-2': 'Throw away: out of the game',
  'rule.DISCARD-2b': 'A thrown-away card leaves the game',
  'rule.WOUND-1': 'Wounds go into your hand',
  'rule.WOUND-1a': 'Wounds can never be discarded unless allowed',
  'rule.MOVE-2b': 'Move points',
  'rule.MOVE-7a': 'Terrain cost changes',
  'rule.MOVE-7b': 'Entering impassable terrain',
  'rule.MOVE-7c': 'Effects that move you',
  'rule.MOVE-7c.1': 'Ending such a move on a safe space',
  'rule.INTERACT-2a': 'Reputation modifies Influence',
  'rule.INTERACT-2c': 'Influence points',
  'rule.HEAL-3': 'Healing points',
  'rule.HEAL-3d': 'No healing during combat',
  'rule.HEAL-3c.2': 'Healing a unit costs its level',
  'rule.GAIN-1': 'Gain a mana token',
  'rule.GAIN-2': 'Gain a crystal (at most 3 per colour)',
  'rule.GAIN-3': 'New cards go on top of your Deed deck',
  'rule.GAIN-3a': 'The offer is refilled at once',
  'rule.GAIN-3b': 'The Unit offer is not refilled',
  'rule.UNIT-3': 'Command tokens',
  'rule.UNIT-6': 'Readying a unit',
  'rule.UNIT-8': 'Banners on units',
  'rule.END-6': 'Fame and levelling up at the end of the turn',
  'rule.END-7b': 'Hand limit at the draw',
  'rule.ROUND-1': 'Day and Night',
  'rule.EFFECT-1': 'Rule changes last until the end of the turn',
  'rule.COMPOSITE-1': 'Playing another card’s effect counts as one effect',
  'rule.COMPOSITE-1a': 'A composite effect cannot be split',
  'rule.COMPOSITE-1b': 'The played effect keeps its colour and restrictions',
  'rule.COMPOSITE-1c': 'Time Bending sets the playing card aside',
  'rule.COMBAT-1a': 'Assaulting a fortified site',
  'rule.COOP-2c.1': 'Reaching a city underground',
  'rule.COMBAT-4': 'Effects usable in combat',
  'rule.COMBAT-5': 'Other combat effects',
  'rule.COMBAT-5a': 'Red effects fail against Fire resistance',
  'rule.COMBAT-5b': 'Blue effects fail against Ice resistance',
  'rule.ABIL-ARCANE': 'Arcane Immunity ignores non-attack effects',
  'rule.COMBAT-6': 'No healing in combat',
  'rule.COMBAT-ATTACK-1': 'Attacks in the Attack phase',
  'rule.COMBAT-ATTACK-1c': 'Attack-phase-only effects',
  'rule.COMBAT-RANGED-3': 'Ranged and Siege attacks',
  'rule.COMBAT-RANGED-3b': 'Only Siege attacks reach fortified enemies',
  'rule.COMBAT-RANGED-4a': 'Resistances halve matching attacks',
  'rule.COMBAT-RANGED-4b': 'Cold Fire is halved only by Fire and Ice resistance',
  'rule.COMBAT-BLOCK-1': 'Enemies attack in the Block phase',
  'rule.COMBAT-BLOCK-4': 'Playing blocks',
  'rule.COMBAT-BLOCK-5a': 'Efficient blocks against elements',
  'rule.COMBAT-BLOCK-6a': 'Swift enemies need double block',
  'rule.COMBAT-BLOCK-8a': 'Extra effects of blocks',
  'rule.COMBAT-BLOCK-9': 'Each enemy is blocked separately',
  'rule.COMBAT-DMG-3': 'All damage must be assigned',
  'rule.TURN-REG-6d': 'One action per turn',
  'rule.VAR-NICE-1': 'Interactive cards are left out without rivals',
  'rule.PVP-RANGED-4c.1': 'Against a hero’s ranged attack: counts fully',
  'rule.PVP-SPECIAL-2e': 'Block effects against a hero’s units',
  'rule.PVP-SPECIAL-5': 'Cancels one attack of another hero',

  // ---- action words (action bar, log)
  'action.group.assign-banner': 'Assign a banner…',
  'action.group.use-banner': 'Use a banner…',
  'action.group.spend-influence': 'Spend Influence…',
  'action.group.combat-option': 'Combat options…',
  'action.group.scenario-action': 'Scenario actions…',
  'action.group.pvp-damage': 'Assign damage…',
  'action.group.coop-assault': 'Joint assault…',
  'actions.assignBanner': 'Assign {card} to {unit}',
  'actions.useBanner': 'Use {card} on {unit}',
  'actions.spendInfluence': 'Spend Influence: {item}',
  'actions.influence.heal': 'Healing',
  'actions.influence.ready': 'ready {unit}',
  'actions.influence.aa': 'buy {card}',
  'actions.reserve.attack': 'Use the kept Attack {n} ({source})',
  'actions.reserve.block': 'Use the kept Block {n} ({source})',
  'actions.moveToAttack': 'Move points → Attack 1',
  'actions.moveToAttackAll': 'All Move points → Attack',
  'actions.moveToRanged': 'Move points → Ranged Attack 1',
  'actions.moveToRangedAll': 'All Move points → Ranged Attack',
  'actions.wingsOfNight': '{enemy} does not attack (Wings of Night)',
  'actions.bannerOfFear': '{unit}: cancel the attack of {enemy} (Banner of Fear)',
  'actions.scenario.liberate-mine': 'Liberate the mine',
  'actions.scenario.activate-glade': 'Activate the glade',
  'actions.scenario.incantation': 'Perform the incantation',
  'actions.scenario.tunnel': 'Dig a tunnel',
  'actions.pvpDamage': 'Damage: {to}',
  'actions.pvpLapse': 'Let the rest of the damage lapse',
  'actions.coopAssault': 'Joint assault with {heroes} ({counts})',

  // ---- PvP combat (§11)
  'pvp.title': 'Hero combat',
  'pvp.status.commit': 'Hero combat: {hero} commits',
  'pvp.status.attack': 'Hero combat: {hero} attacks or passes',
  'pvp.status.block': 'Hero combat: {hero} blocks',
  'pvp.status.damage': 'Hero combat: {hero} assigns damage',
  'pvp.roles': '{aggressor} attacks {defender}',
  'pvp.commitment.full': 'fully committed',
  'pvp.commitment.partial': 'partly committed',
  'pvp.fortified': 'defender fortified: only Siege in the ranged phase',
  'pvp.phase.commit': 'Commit',
  'pvp.phase.ranged': 'Ranged',
  'pvp.phase.melee': 'Melee',
  'pvp.phase.after': 'After',
  'pvp.prompt.title': 'You entered {hero}’s space',
  'pvp.prompt.body':
    'Attacking {hero} is your action this turn (MOVE-8b, PVP-1). Your unspent Move and Influence points are lost.',
  'pvp.prompt.attack': 'Attack {hero}',
  'pvp.prompt.forbidden': 'You may not attack {hero} here',
  'pvp.prompt.withdraw': 'Move on, or you will have to withdraw at the end of your turn (END-2).',
  'pvp.commit.leadYou': '{aggressor} attacks you! How do you commit to the fight (PVP-3)?',
  'pvp.commit.leadOther': '{aggressor} attacks {defender}: {defender} decides how to commit.',
  'pvp.commit.full': 'Fully commit',
  'pvp.commit.full.1':
    'Play your whole next turn now: your round order token turns face down and your next turn is skipped (PVP-3a.1).',
  'pvp.commit.full.2':
    'You may use 1 Source die and skills usable only in your own turn (PVP-3a.3/3a.4).',
  'pvp.commit.full.3': 'Nobody can attack you again while your token is face down.',
  'pvp.commit.full.4':
    'After the fight: special and healing effects, then your normal End of Turn with drawing (PVP-3a.5/3a.6).',
  'pvp.commit.fullButton': 'Commit fully',
  'pvp.commit.partial': 'Partly commit',
  'pvp.commit.partial.1':
    'Your next turn is played normally; your token stays face up and you can be attacked again (PVP-3b.1).',
  'pvp.commit.partial.2':
    'No Source die, and only skills usable in other players’ turns (PVP-3b.2/3b.3).',
  'pvp.commit.partial.3':
    'When the fight ends your part is over at once: no healing, no End of Turn, no drawing (PVP-3b.4/3b.5).',
  'pvp.commit.partial.4': 'Unused mana tokens stay with you until your next turn.',
  'pvp.commit.partialButton': 'Commit partly',
  'pvp.hint.commit': '{hero} chooses full or partial commitment.',
  'pvp.hint.attackYou.ranged':
    'Your turn to attack with Ranged and Siege attacks — {blocker} may block. Play cards into the attack column, then make the attack, or pass.',
  'pvp.hint.attackYou.melee':
    'Your turn to attack: any attack counts, sideways cards too — {blocker} may block. Make the attack, or pass.',
  'pvp.hint.attackOther': '{attacker} attacks or passes.',
  'pvp.hint.blockYou.ranged':
    '{attacker} attacks with {n}. Play blocks: every 2 Block points reduce the attack by 1 (PVP-RANGED-4c).',
  'pvp.hint.blockYou.melee':
    '{attacker} attacks with {n}. Play blocks: every Block point reduces the attack by 1 (PVP-MELEE-1d).',
  'pvp.hint.blockOther': '{blocker} blocks.',
  'pvp.hint.damage': '{attacker} assigns {n} damage.',
  'pvp.hint.after':
    'The fight is over. {hero} may play special and healing effects, then ends the turn.',
  'pvp.passes': 'The other player passed: another pass ends this phase.',
  'pvp.column.attack': 'Attack of {hero}',
  'pvp.column.block': 'Block of {hero}',
  'pvp.column.empty.attack': 'Play attacks here (drop a card, or click it and then here)',
  'pvp.column.empty.block': 'Play blocks here',
  'pvp.sideways': 'sideways: physical',
  'pvp.attackTotal': 'Attack',
  'pvp.reduction': 'Reduces by',
  'pvp.damageNow': 'Damage',
  'pvp.rule.rangedBlock':
    'Ranged phase: every 2 Block points reduce the attack by 1; inefficient blocks count half (PVP-RANGED-4).',
  'pvp.rule.meleeBlock':
    'Melee: every Block point reduces the attack by 1; inefficient blocks count half (PVP-MELEE-1d).',
  'pvp.makeAttack': 'Make the attack ({n})',
  'pvp.makeAttackShort': 'Make the attack',
  'pvp.pass': 'Pass',
  'pvp.passEnds': 'Pass (ends the phase)',
  'pvp.blockDone': 'Done blocking (−{n})',
  'pvp.blockDoneShort': 'Done blocking',
  'pvp.noBlock': 'Do not block (take {n})',
  'pvp.damage.leadYou': '{n} damage to assign against {hero}: you choose ({rule}).',
  'pvp.damage.leadOther': '{hero} assigns {n} damage.',
  'pvp.damage.rule':
    'Wounding costs the target’s Armor (doubled for a unit resisting the attack); in melee, 5 damage steal an artifact and the Move cost of a safe adjacent space forces a retreat.',
  'pvp.damage.hero': 'Wound {hero}',
  'pvp.damage.unit': 'Wound {unit}',
  'pvp.damage.artifact': 'Steal {card}',
  'pvp.damage.retreat': 'Force a retreat to {place} ({hex})',
  'pvp.damage.cost': 'costs {n}',
  'pvp.damage.lapse': 'Let the rest lapse ({n})',
  'pvp.outcome.retreat': '{loser} was forced to retreat: {winner} wins (Fame +{fame}).',
  'pvp.outcome.draw': 'Nobody attacks any more: a draw. {aggressor} withdraws.',
  'pvp.summary.won': '{hero} wins the hero combat',
  'pvp.summary.draw': 'The hero combat is a draw',
  'pvp.summary.retreat': '{hero} is forced to retreat to {place}.',
  'pvp.summary.withdrawn': '{hero} withdraws to {place} (PVP-OUTCOME-2a).',
  'pvp.summary.wounds': 'Wounds of {hero}',
  'pvp.summary.units': 'Wounded units: {list}',
  'pvp.summary.stolen': '{hero} takes {card} from {from}.',
  'pvp.summary.knockedOut': '{hero} was knocked out.',

  // ---- hand-off reasons (hotseat)
  'handoff.pvp.commit': '{hero} attacks you! Decide how to commit to the fight.',
  'handoff.pvp.attack.ranged':
    'Hero combat against {hero}: your turn to attack (Ranged and Siege).',
  'handoff.pvp.attack.melee': 'Hero combat against {hero}: your turn to attack.',
  'handoff.pvp.block': '{hero} attacks you with {n}: block it.',
  'handoff.pvp.damage': 'Assign the {n} damage of your attack against {hero}.',
  'handoff.pvp.after': 'The hero combat is over: finish your turn.',
  'handoff.coop.agree': '{hero} proposes a joint city assault: agree or decline.',
  'handoff.coop.assault': 'Your part of the joint city assault.',
  'handoff.coop.finish': 'The joint assault is over: finish your turn.',

  // ---- round order tokens
  'order.up': 'Round order token face up',
  'order.down.pvp':
    'Face down: fully committed to a hero combat — next turn skipped, cannot be attacked (PVP-3a.1)',
  'order.down.coop': 'Face down: taking part in a joint city assault — next turn given up (COOP-4)',
  'order.down.generic':
    'Face down: the next turn is skipped and the hero cannot be attacked (TURN-FLIP-2)',

  // ---- cooperative city assault (§12)
  'play.choice.coop-agree': '{hero}: join the assault on the city?',
  'coop.title': 'Joint assault on the {city}',
  'coop.stage.assault': 'assault turns',
  'coop.stage.finish': 'finishing turns',
  'coop.defenders.one': '{n} defender',
  'coop.defenders.other': '{n} defenders',
  'coop.you': 'you',
  'coop.agreed': 'agreed',
  'coop.fewer': 'Fewer defenders for {hero}',
  'coop.more': 'More defenders for {hero}',
  'coop.propose.open': 'Propose a joint assault on the {city}…',
  'coop.propose.lead':
    'The {city} has {n} defenders. Invite heroes next to it and split the defenders: each gets at least 1, dealt face down at random (COOP-3, COOP-5).',
  'coop.propose.invite': 'Invite',
  'coop.propose.split': 'Split of the {n} defenders (now {sum})',
  'coop.propose.rule':
    'If everybody agrees, all participants turn their round order tokens face down and give up their next turn (COOP-4). You assault first, then the others in round order.',
  'coop.propose.send': 'Propose',
  'coop.agree.lead':
    '{hero} proposes a joint assault on the {city}. You would face {n} of its defenders.',
  'coop.agree.cost':
    'Agreeing turns your round order token face down: you give up your next turn (COOP-4). You will move into the city and fight only the defenders dealt to you.',
  'coop.agree.yes': 'Agree',
  'coop.agree.no': 'Decline',
  'coop.hint.enter':
    'Move directly into the city: it is your only move (COOP-6c). Then fight your defenders.',
  'coop.hint.fight': 'Fight your share of the defenders; when your combat is over, end your part.',
  'coop.hint.conquered':
    'The city is conquered. Each participant finishes the turn in round order (COOP-7b).',
  'coop.hint.notConquered':
    'Defenders remain: everybody withdrew. Each participant finishes the turn (COOP-7a/7b).',
  'coop.giveUp': 'Give up my part (do not enter the city)',
  'coop.done': 'My part of the assault is done',

  // ---- named hooks in words (cards/describe.ts hookText): hook.<name>[.<variant>]
  'hook.arythea-healing-ritual':
    'Throw away up to 2 Wounds from your hand; one of them goes into the hand of the nearest other hero',
  'hook.arythea-polarization':
    'Use one mana as its opposite colour (red↔blue, green↔white, gold↔black); by Day black may stand for any basic colour, at Night gold for black to power a Spell',
  'hook.arythea-ritual-of-pain':
    'Throw away up to 2 Wounds from your hand; token to the centre: another player may return it to play one Wound sideways as a card worth 3',
  'hook.attack-if-no-wound-this-combat':
    '{attack} in the Attack phase if you took no Wound into your hand earlier in this combat',
  'hook.banner-as-command-token':
    'A unit recruited this turn may take this Banner instead of a Command token',
  'hook.banner-of-courage':
    'Banner: once per round, outside combat, turn it over to ready its unit',
  'hook.banner-of-fear':
    'Banner: in the Block phase spend its unit to cancel one enemy attack (Fame +1)',
  'hook.banner-of-fortitude': 'Banner: once per round its unit ignores a Wound',
  'hook.banner-of-glory':
    'Banner: its unit gets Armor +1 and +1 on every attack and block; Fame +1 each time it attacks or blocks',
  'hook.banner-of-protection': 'Banner: its unit gets Armor +1, Fire resistance and Ice resistance',
  'hook.block-terrain-cost':
    'Block ({element}) equal to the unmodified Move cost of the space you stand on',
  'hook.boost-action':
    "Play another Action card's strong effect without paying its mana; its Move, Influence, Attack or Block gets +{bonus}",
  'hook.braevalar-natures-vengeance':
    'Token to the centre: until your next turn the enemies other players fight get Attack +1 in the Block phase',
  'hook.braevalar-natures-vengeance-coop':
    'Token to the centre: another player may return it to use the same effect on one of their enemies',
  'hook.braevalar-shapeshift':
    'One Basic Action card that gives a fixed Move, Attack or Block gives the same amount of one of the other two instead (element kept)',
  'hook.crystal-by-enemy-resistance':
    'A crystal for each enemy this attack defeats: red for Fire resistance, blue for Ice, green for Physical, white always',
  'hook.crystal-from-source-die':
    'A crystal of the colour of one basic-coloured Source die, then reroll that die',
  'hook.crystal-from-spell-offer':
    '{count} crystal(s) in the colours of different Spells in the Spell offer',
  'hook.discard-pile-to-deck.true':
    'Put {count} random cards from your discard pile on top or at the bottom of your Deed deck',
  'hook.discard-pile-to-deck.false':
    'Put {count} cards of your choice from your discard pile on top or at the bottom of your Deed deck',
  'hook.draw-attack-to-this-unit':
    'One enemy attack −{reduce}; its damage must be assigned to this unit first',
  'hook.end-of-turn-card-to-deck.bottom':
    'At the end of the turn you may put this card at the bottom of your Deed deck',
  'hook.end-of-turn-card-to-deck.top':
    'At the end of the turn you may put this card on top of your Deed deck',
  'hook.end-of-turn-reclaim.false':
    'At the end of the turn you may discard another non-Wound card to take this card back into your hand',
  'hook.end-of-turn-reclaim.true':
    'At the end of the turn you may discard another card (a Wound too) to take this card back into your hand',
  'hook.enemies-do-not-attack': 'Up to {max} enemies do not attack in this combat',
  'hook.energy-flow.false':
    'Ready one of your units; then you may spend one unit of level {opponentMaxLevel} or lower of each other player',
  'hook.energy-flow.true':
    'Ready and heal one of your units; then you may spend one unit of level {opponentMaxLevel} or lower of each other player',
  'hook.flip-skill.rest': 'turn this token face down; it turns face up again when you rest',
  'hook.flip-skill.action':
    'turn this token face down; spend the action of a turn to turn it face up again',
  'hook.flip-skill.green-mana':
    'turn this token face down; pay a green mana to turn it face up again',
  'hook.gain-crystal-missing-color': 'A crystal of a basic colour you have no crystal of',
  'hook.gain-crystal-owned-color': 'A crystal of a colour you already have a crystal of',
  'hook.gain-mana-use-now': 'A mana token ({colors}) that must be used at once',
  'hook.goldyx-source-freeze':
    'Token into the Source: other players may not use their Source die; on your next turn gain a crystal of a colour a Source die shows',
  'hook.goldyx-source-opening':
    'Token to the centre (you may reroll a Source die): another player may return it to use one more Source die, and you gain a crystal of its colour',
  'hook.goldyx-universal-power':
    'Add one mana to a card played sideways: it counts 3, or 4 if it is an Action or Spell card of that colour',
  'hook.heal-with-fame': 'Heal {amount}; Fame +1 for each Healing point of it you spend',
  'hook.horn-of-wrath':
    'Siege Attack {base}, up to +{maxExtra} more: roll a mana die for each extra point, a Wound for each black or red',
  'hook.krang-mana-enhancement':
    'When you spend basic mana, gain a crystal of that colour; token to the centre: another player may return it for a mana token of that colour',
  'hook.krang-mana-suppression':
    'Token to the centre: until your next turn the first basic mana each other player uses costs one more of its colour; then you gain a crystal of one of those colours',
  'hook.krang-master-of-chaos':
    'Turn the colour wheel one step: blue Block 3, green Move 1, black Ranged Cold Fire Attack 1, white Influence 2, red Attack 2, gold any of these',
  'hook.krang-puppet-master':
    'Keep one enemy token you defeated this turn, or discard a kept one for an Attack of half its attack value or a Block of half its Armor (rounded up)',
  'hook.mana-claim':
    'Keep a basic-coloured Source die until the end of the round: 3 mana tokens of its colour now, or 1 on each of your later turns',
  'hook.mana-curse':
    'until the end of the round other players take a Wound when they use mana of that colour (once per turn)',
  'hook.mana-meltdown':
    'Every other player loses a random crystal (a Wound if they have none); you may take one of those crystals',
  'hook.mana-radiance':
    'Choose a basic colour: every player takes a Wound per crystal of it; then you gain 2 crystals of it',
  'hook.maximal-effect.basic':
    'Throw away another Action card from your hand: its basic effect {times} times, as one effect',
  'hook.maximal-effect.strong':
    'Throw away another Action card from your hand: its strong effect {times} times without paying mana, as one effect',
  'hook.mind-read.false':
    'Choose a colour: a crystal of it; every other player discards a Spell or Action card of that colour or shows a hand without one',
  'hook.mind-read.true':
    'Choose a colour: a crystal of it; every other player discards a Spell or Action card of that colour or shows a hand without one; you may keep one discarded Action card',
  'hook.motivation-lockout': 'then no other Motivation until the end of your next turn',
  'hook.mysterious-box.basic':
    'Reveal the top Artifact: this turn the Box works as that artifact (its basic effect, or as a Banner)',
  'hook.mysterious-box.strong':
    "Reveal the top Artifact: use that artifact's strong effect; the Box is thrown away",
  'hook.norowas-bonds-of-loyalty':
    'When gained: 2 Regular units join the Unit offer; the token is an extra Command token (its unit costs 5 Influence less and cannot be disbanded)',
  'hook.norowas-calming-the-weather':
    'Token to the centre: another player may return it for terrain costs −1 (at least 1) in their turn',
  'hook.norowas-prayer-of-weather':
    'Token to the centre: until your next turn terrain costs you 2 less (at least 1) and every other player 1 more (at most 5)',
  'hook.offering':
    "A red crystal; then discard up to 3 non-Wound cards for a crystal of each card's colour",
  'hook.peaceful-moment-action.false':
    'Influence {influence}, or as your action: Heal 1 for each 2 Influence',
  'hook.peaceful-moment-action.true':
    'Influence {influence}, or as your action: Heal 1 for each 2 Influence and ready units for 2 Influence per level',
  'hook.possess':
    'One enemy does not attack; in the Attack phase gain an attack equal to its attack value (same element) against the other enemies',
  'hook.ready-all-units': 'Ready all your units',
  'hook.ready-healed-unit':
    'This turn each Wound healed from your hand draws a card and each healed unit is readied',
  'hook.ready-units-for-influence':
    'Ready your units of level {maxLevel} or lower for {influencePerLevel} Influence per level',
  'hook.ready-units-total-level': 'Ready units with a total level of up to {maxTotal}',
  'hook.recruit-discount': 'Recruiting one unit this turn costs {amount} Influence less',
  'hook.recruit-discount.reputation':
    'Recruiting one unit this turn costs {amount} Influence less; Reputation {reputation} if you do',
  'hook.reduce-damage.physical':
    'Ignore {amount} damage of one physical attack, or {otherAmount} of one other attack',
  'hook.reduce-damage.fire-ice':
    'Ignore {amount} damage of one Fire or Ice attack, or {otherAmount} of one other attack',
  'hook.regenerate':
    'Pay a mana and throw away a Wound from your hand; Draw 1 if the mana was {bonusColor} or you have the least Fame',
  'hook.reroll-source': 'Reroll all Source dice',
  'hook.return-spent-crystals':
    'At the end of the turn the crystals you spent this turn return to your Inventory',
  'hook.roll-for-crystals':
    'Roll a mana die {rolls} times: a crystal of each colour rolled (gold: your choice; black: Fame +1)',
  'hook.roll-for-wounds': 'Roll {dice} mana die: a Wound for black or red',
  'hook.rush-of-adrenaline':
    'The first Wound you take this turn is thrown away and you draw a card; for each of the next 3 you draw a card',
  'hook.sacrifice':
    'Choose green or white and red or blue: for each pair of those crystals Siege Attack 4 (green) or Ranged Attack 6 (white), Fire (red) or Ice (blue); the pairs become mana tokens',
  'hook.scout-peek':
    'Look at a face-down enemy within {range} spaces or the top token of an enemy pile; Fame +1 if you defeat it this turn',
  'hook.set-source-dice':
    'Take {dice} Source die/dice and set each to a colour (not gold): {tokensPerDie} mana token(s) of that colour per die',
  'hook.split-attack': '{attack} against each of up to {count} different enemies',
  'hook.split-block': '{block} against each of up to {count} different attacks',
  'hook.throw-away-wounds-received':
    'At the end of the turn you may throw away all Wounds you received this turn',
  'hook.time-bending':
    'End of turn: set this card aside; the other cards you played go back to your hand; take another turn at once',
  'hook.tovak-mana-exploit':
    'Gain a mana token of any colour but gold; token to the centre: until your next turn others take a Wound when they use mana of another colour',
  'hook.tovak-mana-overload':
    'Gain a mana token of any colour but gold; token to the centre: the first player to power a Move, Influence, Attack or Block card with that colour gets +4',
  'hook.underground-attack':
    'Move up to {maxSpaces} revealed spaces (no swamp or lake) onto a fortified site or another hero: an assault that ignores fortifications',
  'hook.wings-of-night':
    'One enemy does not attack in this combat; more enemies cost Move points: 1 for the 2nd, 2 for the 3rd, …',
  'hook.wolfhawk-deadly-aim':
    '+1 to one attack in the Ranged and Siege phase, or +2 in the Attack phase',
  'hook.wolfhawk-dueling':
    'Block 1 against one enemy, and Attack 1 against it in the Attack phase; Fame +1 if you defeat it without unit abilities',
  'hook.wolfhawk-howl-of-the-pack':
    'One card played sideways counts 4 (+1 per Command token without a unit); token to the centre: another player may return it to weaken one enemy (Armor −1, Attack −1)',
  'hook.wolfhawk-on-her-own':
    'Influence 3, or Influence 1 if you recruit a unit with Influence this turn',
  'hook.wolfhawk-wolfs-howl':
    "One card played sideways counts 4 (+1 per Command token without a unit); token to the centre: other players' units get −1 on attacks and blocks until your next turn",
  'hook.wound-this-unit': 'then this unit is wounded',
  'mod.ambush':
    'your first Attack card this turn gets +{attack}, or your first Block card +{block}',
  'mod.attacks-also-siege': 'every attack you play in this combat also counts as Siege',
  'mod.attacks-become-cold-fire': 'every attack you play in this combat becomes Cold Fire',
  'mod.bow-of-starsdawn':
    'each Ranged Attack this turn is doubled or becomes a Siege Attack; a doubled Siege Attack becomes Ranged',
  'mod.buy-from-offer.discard':
    'once this turn: {price} Influence buys an Advanced Action from the offer into your discard pile',
  'mod.buy-from-offer.hand':
    'once this turn: {price} Influence buys an Advanced Action from the offer into your hand',
  'mod.day-rules-at-night':
    'at Night: forests cost 3, gold mana may be used and garrisons are seen as by Day',
  'mod.double-physical-attacks':
    'physical attacks in the Attack phase count double; enemies lose Physical resistance',
  'mod.explore-distance': 'you may explore tiles {distance} spaces away',
  'mod.extra-die-black-as-any': 'one more Source die; a black one may be used as any colour',
  'mod.forbid-terrain': '{terrain} may not be entered this turn',
  'mod.ignore-first-enemy-wound': 'your hero ignores the first Wound from enemies this turn',
  'mod.ignore-reputation': 'Reputation has no effect on you this turn',
  'mod.ignore-site-fortifications': 'site fortifications are ignored this turn',
  'mod.influence-as-block': 'Influence may be used as Block ({element}) this turn',
  'mod.influence-as-block.physical': 'Influence may be used as Block this turn',
  'mod.move-to-attack': 'in combat this turn {movePerAttack} Move point gives Attack 1',
  'mod.move-to-attack.movePerRanged':
    'in combat this turn {movePerAttack} Move point gives Attack 1, {movePerRanged} give Ranged Attack 1',
  'mod.night-rules-at-day': 'by Day: deserts cost 3 and black mana may be used as at Night',
  'mod.no-damage-to-units': 'no damage may be assigned to your units',
  'mod.norowas-leadership':
    'the next unit you activate gets Block +3, Attack +2 or Ranged Attack +1',
  'mod.reveal-garrisons':
    'by Day the garrisons of fortified sites up to {range} spaces away are revealed',
  'mod.sideways-boost.advanced-spell-artifact':
    'one card played sideways counts {value}, or {better} if it is an Advanced Action, Spell or Artifact',
  'mod.sideways-boost.no-source-die':
    'one card played sideways counts {value}, or {better} if you use no Source die this turn',
  'mod.space-bending':
    'spaces 2 away count as adjacent for moving and exploring; your moves provoke no rampaging enemies',
  'mod.space-cost': 'one space of your choice: Move cost {delta} this turn (at least {min})',
  'mod.special-dice-as-basic':
    'use 3 more Source dice; black and gold dice count as any basic colour',
  'mod.unit-armor-bonus':
    'all your units get Armor +{amount} and +{amount} on attacks and blocks; Fame +1 per unit that attacks or blocks',
  'mod.unlimited-mana':
    'unlimited {color} and black mana this turn; Fame +1 per {color} Spell you cast',
  'mod.wound-sideways': 'one Wound may be played sideways like a normal card, worth {value}',
  'enemyfx.armor-by-fortification': 'Armor {amount}, {fortified} if fortified (at least 1)',
  'enemyfx.armor-one-if-blocked': 'Armor 1 if all its attacks were blocked',
  'enemyfx.armor-per-excess-block': 'Armor −1 per Block point above what was needed (at least 1)',
  'enemyfx.armor-per-resistance': 'Armor {amount} per resistance it has (at least 1)',
  'enemyfx.gain-cumbersome': 'gains Cumbersome',
  'enemyfx.know-your-prey':
    'ignore one of its abilities, remove one resistance, or change the element of one attack',
  'enemyfx.krang-curse': 'Attack {attack} or Armor {armor} (at least 1)',
  'enemyfx.lose-attack-abilities': 'its attacks lose their special abilities',
} as const;
