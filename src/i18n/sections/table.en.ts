// English texts of the table: the Settings menu, docking panels, camera and motion (merged into
// ../en.ts).
export const tableEn = {
  'settings.button': 'Settings',
  'settings.title': 'Settings',
  'settings.motion': 'Animations',
  'settings.motionHint':
    'The hero walks, cards fly, tiles and tokens flip, dice roll. Off: everything changes at once (also when your system asks for reduced motion).',
  'settings.reducedSystem': 'Your system asks for reduced motion: animations stay off.',
  'dock.collapse': 'Collapse {panel}',
  'dock.expand': 'Show {panel}',
  'dock.dummy': 'Dummy player',
  'camera.follow': 'Follow',
  'camera.followHint': 'The camera follows the hero again (it stops when you pan the map).',
  // ---- issue 16 parts 4–7: log lines in words, the unit detail, the dummy playing itself
  // ---- the dummy plays itself (SCEN-DUMMY-3)
  'play.dummy.auto': 'The dummy plays itself',
  'play.dummy.autoTip':
    'The dummy player’s turns are played without a click; what it flips is told in the log.',
  'play.dummy.playing': '{hero} (dummy) is playing…',
  'play.dummy.showCards': 'Show its cards',
  'play.dummy.hideCards': 'Hide its cards',
  'units.pickTargetFirst': 'Choose its target first (click an enemy), then use it.',
  'units.pickBlockFirst': 'Choose the attack to block first, then use it.',
  'sites.why.nothingToHeal': 'Nothing to heal: no Wound in your hand and no wounded unit',
  'hex.adventureRules':
    'Inside: your units may not be used, and Night rules apply to mana (COMBAT-1b).',
  'unitDetail.abilities': 'Abilities',
  'unitDetail.oneAbility':
    'One activation uses one ability; the unit is then spent until the next round.',
  'unitDetail.recruit': 'Recruited at: {sites}',
  'combat.next.blockNoHits': 'No hits to take — on to attacking',
  // ---- log: option words of choices that carry a prefix (level-up skills, the Scouts' look)
  'log.opt.own': '{skill} (own token)',
  'log.opt.common': '{skill} (from the common offer)',
  'log.opt.token': 'the face-down token {enemy}',
  'log.opt.pile': 'the top token of the pile {pile}',
  'log.from.hand': 'from the hand',
  'log.from.discard': 'from the discard pile',
  'event.cards-drawn.single': '{hero} draws 1 card.',
  'event.skill-offered.owned': '{hero}’s skill token {skill} goes to the common offer.',
  'event.skill-offered.unit': '{skill} ({hero}): {unit} joins the Unit offer.',
  'event.modifier.turn': '{hero} — {source}: {what} (until the end of the turn).',
  'event.modifier.combat': '{hero} — {source}: {what} (until the end of the combat).',
  'event.modifier.round': '{hero} — {source}: {what} (until the end of the round).',
  'event.modifier.unit': '{hero} — {source} on {unit}: {what}.',
  'event.dummy-turn.extra':
    '{hero} (dummy) flips {cards}. The last is {color}: with {n} {color} crystal(s) it flips {n} more.',
  'event.dummy-turn.noExtra':
    '{hero} (dummy) flips {cards}. The last is {color}; it has no {color} crystal.',
  'event.wound-thrown-away.from': '{hero} throws away a Wound {from}.',
};
