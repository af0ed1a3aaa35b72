// English strings of skills and the non-combat deed effects (merged into ../en.ts).
export const deedsEn = {
  'event.skill-used': '{hero} uses the skill {skill}.',
  'event.skill-returned': '{hero} returns the skill token {skill}.',
  'event.banner-assigned': '{hero} assigns {card} to {unit}.',
  'event.banner-returned': '{hero} takes {card} off {unit} and shuffles it into the Deed deck.',
  'play.choice.banner-round-end':
    'End of the round, {hero}: does the Banner {source} stay assigned, or is it shuffled back into your Deed deck?',
  'banner.roundEnd.unit': 'Assigned to: {unit}',
  'banner.roundEnd.keep': 'Keep it assigned',
  'banner.roundEnd.return': 'Shuffle it into my Deed deck',
  'event.card-to-deck': '{hero} puts {card} on the Deed deck ({position}).',
  'event.card-set-aside': '{hero} sets {card} aside for the round.',
  'event.card-revealed': '{hero} reveals {card}.',
  'event.die-claimed': '{hero} claims a {color} die until the end of the round.',
  'event.crystal-lost': '{hero} loses a {color} crystal.',
  'event.hand-revealed': '{hero} shows a hand without a {color} card.',
} as const;
