// Every custom hook name used by the deed cards, units, skills and heroes data (effect hooks,
// modifier hooks, enemy-effect hooks and UnitDef.hooks). The comment on each line is the spec the
// rules engineers implement from; wording is ours, facts from shared/reference. Hooks marked
// [deck] are used by the 16-card starting decks and are needed first.

export const STARTING_DECK_HOOKS: readonly string[] = [
  'set-source-dice',
  'boost-action',
  'extra-die-black-as-any',
  'end-of-turn-reclaim',
  'block-terrain-cost',
  'space-cost',
  'recruit-discount',
  'ready-units-for-influence',
];

export const CUSTOM_HOOKS_USED: readonly string[] = [
  // ----------------------------------------------------------------- mana and the Source
  // [deck] Take {dice} Source dice now (they count as this turn's Source use beyond the normal
  // one), set each to any colour but gold, gain {tokensPerDie} tokens of that colour per die; the
  // dice return at end of turn showing the set colour, not rerolled (Mana Draw/Mana Pull strong).
  'set-source-dice',
  // [deck] Modifier: a die taken through this card's extra Source die that shows black may be used
  // as mana of any colour (also by Day); black used as black still follows MANA-2 (Mana Pull).
  'extra-die-black-as-any',
  // Choose a Source die showing a basic colour: gain a crystal of it, then reroll that die (it
  // stays in the Source; this is not the turn's die use) (Mana Storm basic).
  'crystal-from-source-die',
  // Reroll every die in the Source now (Mana Storm strong).
  'reroll-source',
  // Modifier: this turn gold and black Source dice may be used as any basic colour, Day or Night
  // (Mana Storm strong).
  'special-dice-as-basic',
  // Modifier {color}: unlimited mana of {color} and black this turn; black still only at Night
  // (or where night rules apply) (the four Rings, strong).
  'unlimited-mana',
  // Gain one mana token of one of {colors} (comma list) that must be spent at once, in the same
  // play; unspent it is lost (Arythea Invocation).
  'gain-mana-use-now',
  // Gain a crystal of a basic colour of which you already hold ≥1 crystal (Crystal Mastery basic).
  'gain-crystal-owned-color',
  // Gain a crystal of a basic colour of which you hold none (Power of Crystals basic).
  'gain-crystal-missing-color',
  // End of turn: every crystal spent this turn (turned into mana) returns to the Inventory
  // (Crystal Mastery strong).
  'return-spent-crystals',
  // Gain {count} crystals, each matching the colour of a different Spell in the Spell offer
  // (Spell Forge).
  'crystal-from-spell-offer',
  // Roll a mana die {rolls} times: per basic colour rolled a crystal of it, gold = crystal of any
  // basic colour, black = Fame +1 instead (Endless Gem Pouch basic).
  'roll-for-crystals',
  // You may discard up to 3 non-Wound cards: a crystal of each card's colour (Artifact = colour of
  // your choice; dual AA = one of its colours) (Offering basic, after its red crystal).
  'offering',
  // Choose green or white and red or blue; per pair of crystals of the two chosen colours in the
  // Inventory: green → Siege Attack 4, white → Ranged Attack 6, Fire if red / Ice if blue; then
  // those crystals become mana tokens (Sacrifice).
  'sacrifice',

  // ----------------------------------------------------------------- composite plays (COMPOSITE-1)
  // [deck] Play with another Action card (basic or advanced, not a Spell/Artifact) from hand: its
  // strong effect without paying mana; if that yields Move, Influence, Block or any Attack, +{bonus}
  // to that value. One combined played effect; the other card is played too (Concentration,
  // Will Focus).
  'boost-action',
  // Throw away another Action card from hand: its basic effect {times}× ({use}='basic') or its
  // strong effect {times}× without mana ({use}='strong'), combined into one effect (one Block value,
  // one attack) (Maximal Effect).
  'maximal-effect',
  // Reveal the top Artifact card; this turn use the Box as that artifact ({use} basic or strong,
  // or assign it as that Banner). End of turn: revealed card to the bottom of the Artifact deck;
  // unused Box back to hand, used basic/as Banner → discard, used strong → thrown away. No Fame.
  'mysterious-box',

  // ----------------------------------------------------------------- card destinations
  // [deck] End of turn you may discard another card from hand (a Wound only if {wounds}) to take
  // this card back into hand instead of discarding it (Crystal Joy).
  'end-of-turn-reclaim',
  // End of turn you may put this card on the {position} ('top'/'bottom') of your Deed deck instead
  // of the discard pile; 'bottom' only if the deck is not empty (Steady Tempo).
  'end-of-turn-card-to-deck',
  // Take {count} cards from your discard pile ({random} true: at random, else chosen) and put each
  // on top or bottom of your Deed deck (Meditation / Trance; the hand limit part is separate).
  'discard-pile-to-deck',
  // End of turn: throw away every Wound taken this turn into hand or discard pile (not drawn ones,
  // not Wounds on Units) (Banner of Protection strong).
  'throw-away-wounds-received',

  // ----------------------------------------------------------------- movement and exploration
  // [deck] Modifier: one space chosen now costs {delta} Move this turn, not below {min} (Druidic
  // Paths basic).
  'space-cost',
  // Modifier: you may not enter {terrain} for the rest of this turn (Mist Form).
  'forbid-terrain',
  // Modifier: you may explore tiles {distance} spaces away instead of adjacent (Scouts).
  'explore-distance',
  // Modifier: this turn spaces 2 away count as adjacent for moving and exploring (the space in
  // between is skipped); no rampaging enemies are provoked (Space Bending).
  'space-bending',
  // Relocate up to {maxSpaces} revealed spaces (no swamp/lake, terrain ignored) ending on a
  // fortified site (or another player's space): movement ends, it is an assault (or PvP attack)
  // with site fortifications ignored; withdrawing afterwards returns you to the start space.
  // Uses the action (Underground Attack).
  'underground-attack',
  // Modifier {range}: by Day garrisons of fortified sites up to {range} spaces away are revealed
  // this turn (Hawk Eyes, day part).
  'reveal-garrisons',
  // Modifier: at Night this turn forests cost 3, gold mana may be used and you see garrisons and
  // ruins as by Day; skills still use Night values (Amulet of the Sun, when played at Night).
  'day-rules-at-night',
  // Modifier: by Day this turn deserts cost 3 and black mana (tokens and Source dice) may be used
  // as at Night; gold stays usable (Amulet of Darkness, when played by Day).
  'night-rules-at-day',

  // ----------------------------------------------------------------- interaction and recruiting
  // [deck] This turn recruiting one Unit costs {amount} less Influence; if you recruit it,
  // Reputation {reputation} (if given) (Ruthless Coercion basic, Charm in an interaction).
  'recruit-discount',
  // [deck] This turn you may ready your spent Units of level ≤ {maxLevel}, paying
  // {influencePerLevel} Influence per level of each (Ruthless Coercion strong).
  'ready-units-for-influence',
  // Modifier: once this turn pay {price} Influence → an Advanced Action from the offer into your
  // {to} (Learning).
  'buy-from-offer',
  // Played as the turn's action with {influence} Influence to spend: 2 Influence → Heal 1; with
  // {readyUnits} also 2 Influence per level → ready a Unit. Not an interaction (no Reputation
  // modifier) (Peaceful Moment).
  'peaceful-moment-action',
  // Modifier: this turn Influence may be used as Block of {element} (Diplomacy).
  'influence-as-block',
  // Modifier: ignore all Reputation effects this turn (modifier, X space, changes) (Arcane
  // Disguise).
  'ignore-reputation',

  // ----------------------------------------------------------------- combat: attacks and blocks
  // [deck] Block X where X is the unmodified Move cost of the space you stand on (mountain 5, lake
  // 2…), element {element} (Fire by Day, Ice by Night) (One with the Land strong).
  'block-terrain-cost',
  // Modifier: in combat this turn convert unspent Move to attack: {movePerAttack} Move → Attack 1,
  // and if given {movePerRanged} Move → Ranged Attack 1, in any mix (Agility).
  'move-to-attack',
  // Modifier: the first Attack card you play this turn gets +{attack}, or the first Block card
  // +{block}, whichever comes first (any Attack/Block card) (Ambush).
  'ambush',
  // Modifier: you may not assign damage to your Units this turn (Into the Heat).
  'no-damage-to-units',
  // In the Attack phase gain Attack {amount} if no Wound was added to your hand earlier in this
  // combat (checked then) (Dodge and Weave).
  'attack-if-no-wound-this-combat',
  // Modifier: physical attacks you play in the Attack phase this turn count double (Sword of
  // Justice strong).
  'double-physical-attacks',
  // Modifier: this turn each Ranged Attack is either doubled or turned into a Siege Attack of the
  // same element; a Siege Attack may be doubled but then becomes Ranged (Bow of Starsdawn strong).
  'bow-of-starsdawn',
  // Siege Attack {base}, add up to +{maxExtra}; roll a mana die per +1, a Wound to hand per black or
  // red rolled (Horn of Wrath strong).
  'horn-of-wrath',
  // Roll {dice} mana dice; a Wound to hand for each black or red (Horn of Wrath basic).
  'roll-for-wounds',
  // {count} separate Blocks of {amount} {element}, each against a different enemy attack (Shield of
  // the Fallen Kings).
  'split-block',
  // {count} separate {style} Attacks of {amount} {element}, each against a different enemy (Forked
  // Lightning).
  'split-attack',
  // Gain a crystal for the enemy defeated: red if it had Fire resistance, blue if Ice, green if
  // Physical, white always possible; none for summoned enemies (Soul Harvester).
  'crystal-by-enemy-resistance',
  // Modifier: with this unit's black ability, every attack you play this combat is ColdFire
  // (Altem Mages).
  'attacks-become-cold-fire',
  // Modifier: every attack you play this combat is also a Siege attack, element kept (Altem Mages).
  'attacks-also-siege',
  // One enemy does not attack and gains Attack equal to its attack value in the Attack phase (its
  // element, none of its abilities), usable only against other enemies (Possess).
  'possess',
  // One enemy does not attack this combat; each further enemy costs Move: 2nd 1, 3rd 2, 4th 3…
  // (Wings of Night).
  'wings-of-night',
  // Up to {max} different enemies do not attack this combat (Banner of Fear strong).
  'enemies-do-not-attack',
  // Ignore {amount} damage of one {from} attack ('physical' or 'fire-ice'), or {otherAmount} of one
  // other attack (Battle Hardened, Elemental Resistance).
  'reduce-damage',
  // Modifier: the first Wound your hero would take from enemies this turn is ignored, with its side
  // effects (poison, paralyze) (Veil of Mist).
  'ignore-first-enemy-wound',
  // Modifier: ignore site fortifications this turn (Demolish).
  'ignore-site-fortifications',

  // ----------------------------------------------------------------- enemy-effect hooks
  // Armor {amount}, or {fortified} if the enemy is fortified (ability or site; doubly fortified
  // counts once), not below 1 (Earthquake).
  'armor-by-fortification',
  // The blocked enemy gets Armor -1 per point of Block above what was needed (Swift doubling
  // counted), not below 1 (Shield Bash strong).
  'armor-per-excess-block',
  // Armor -1 per resistance the enemy has, not below 1; no effect on Arcane Immunity (Resistance
  // Break).
  'armor-per-resistance',
  // Each enemy whose attacks were all blocked in the Block phase has Armor 1 this combat (Disease).
  'armor-one-if-blocked',
  // The enemy loses all special abilities of its attack this combat (Swift, Brutal, Poison,
  // Paralyze, Vampiric, Assassination, Cumbersome) (Chilling Stare basic).
  'lose-attack-abilities',
  // The enemy gains Cumbersome (Nature's Vengeance).
  'gain-cumbersome',
  // One enemy without Arcane Immunity: ignore one of its abilities, or remove one resistance, or
  // change one attack's element (Fire/Ice → physical, ColdFire → Fire or Ice) (Know Your Prey).
  'know-your-prey',
  // One enemy: Attack {attack} (one attack of a multi-attack enemy) or Armor {armor} (min 1, not vs
  // Arcane Immunity); not against a fortified enemy in the Ranged/Siege phase (Curse).
  'krang-curse',

  // ----------------------------------------------------------------- units (effects)
  // After resolving, this unit becomes wounded (Utem Swordsmen strong ability).
  'wound-this-unit',
  // In the Block phase one enemy attack -{reduce}; its damage must go to this unit first, even
  // against Assassination (Shocktroops).
  'draw-attack-to-this-unit',
  // Look at one face-down enemy token within {range} spaces or the top token of an enemy pile;
  // Fame +1 if you defeat that enemy this turn (Scouts).
  'scout-peek',
  // Ready all your Units (wounded ones stay wounded) (Banner of Courage strong).
  'ready-all-units',
  // Ready the Unit that was just healed (Cure, per healed Unit).
  'ready-healed-unit',
  // Ready Units whose levels add up to at most {maxTotal} (Rebirth).
  'ready-units-total-level',
  // Modifier: all your Units get Armor +{amount} this turn (Banner of Glory strong).
  'unit-armor-bonus',
  // Heal 2 (not in combat); Fame +1 per healing point of this card spent this turn (a level II
  // Unit healed = 2) (Golden Grail basic).
  'heal-with-fame',

  // ----------------------------------------------------------------- units (rules, UnitDef.hooks)
  // Recruiting Thugs uses the Reputation modifier reversed.
  'thugs-reversed-reputation',
  // Damage may be assigned to Thugs only after paying 2 Influence in that combat.
  'thugs-damage-fee',
  // Heroes and Thugs cannot be recruited in the same interaction.
  'no-heroes-with-thugs',
  // Recruiting a Heroes card uses the Reputation modifier doubled.
  'heroes-double-reputation',
  // Activating a Heroes unit in a fortified-site assault or a PvP attack costs 2 Influence.
  'heroes-assault-fee',
  // Recruiting Magic Familiars also costs one basic-colour mana; a token of it on the card decides
  // which ability gets the bonus (condition unit-mana-token).
  'familiars-recruit-mana',
  // At each new round (before tactics) pay Magic Familiars' upkeep (one mana/crystal of a basic
  // colour, single source) or disband them.
  'familiars-upkeep',
  // Never gained by free-recruit effects, Call to Arms/Glory, Banner of Command or rewards.
  'no-free-recruit',
  // One activation may use several different abilities (each paid), on the same or other enemies.
  'delphana-multi-ability',

  // ----------------------------------------------------------------- banners (assigned, UNIT-8)
  // Assigned unit: Armor +1, +1 to each attack and block it makes, Fame +1 each time it attacks or
  // blocks.
  'banner-of-glory',
  // Assigned unit: in the Block phase spend it (ready, unwounded) to cancel one enemy attack (one
  // attack of a multi-attack enemy; not vs Arcane Immunity); Fame +1. Cancelling is not blocking.
  'banner-of-fear',
  // Assigned unit: Armor +1, Fire and Ice resistance.
  'banner-of-protection',
  // Assigned unit: once per round, not in combat, flip the banner to ready the unit; face up at the
  // next round.
  'banner-of-courage',
  // Assigned unit: once per round, when it would be wounded, flip the banner: no Wound nor its side
  // effects (it still counts as assigned damage; Brutal doubling not prevented).
  'banner-of-fortitude',
  // If you recruited a Unit this turn you may give it this card instead of a Command token (face
  // down while the unit is spent) (Banner of Command basic).
  'banner-as-command-token',

  // ----------------------------------------------------------------- interactive spells (109–112)
  // Every other player loses a random crystal (you may take one of them); a player without
  // crystals takes a Wound instead.
  'mana-meltdown',
  // Choose a basic colour: every player, you too, takes a Wound per crystal of it; then gain 2
  // crystals of it.
  'mana-radiance',
  // Take a Source die of a basic colour until round end: 3 tokens of it now, or 1 token on each of
  // your later turns this round.
  'mana-claim',
  // Until round end each other player using mana of the claimed colour on their turn takes a Wound
  // (max 1 per player per turn).
  'mana-curse',
  // Choose a colour: gain a crystal of it; every other player discards a Spell or Action card of it
  // or shows a hand without one; {steal}: take one discarded Action card (not Spell) into hand.
  'mind-read',
  // Ready one of your Units ({heal}: and heal it); then you may spend one Unit of level ≤
  // {opponentMaxLevel} of each other player.
  'energy-flow',
  // Set this card aside for the round; every other card played this turn returns to hand; skip the
  // draw; take another turn at once (COMPOSITE-1c: via Magic Talent that card is set aside).
  'time-bending',

  // ----------------------------------------------------------------- other deed cards
  // Strong Rush of Adrenaline: the first Wound taken into hand this turn is thrown away and you draw
  // 1; for each of the next 3 Wounds into hand, draw 1.
  'rush-of-adrenaline',

  // ----------------------------------------------------------------- skills
  // Once per round rule for Motivation: after using one, no Motivation (any hero's) until the end
  // of your next turn.
  'motivation-lockout',
  // Modifier: one card played sideways this turn counts {value}, or {better} if {when}
  // ('advanced-spell-artifact': it is an AA, Spell or Artifact; 'no-source-die': you use no Source
  // die this turn) (I Don't Give a Damn, Who Needs Magic?).
  'sideways-boost',
  // Modifier: one Wound may be played sideways this turn as a normal card worth {value} (Power of
  // Pain).
  'wound-sideways',
  // Skill token is turned face down after this use; turned up by {unflip}: 'rest' (when you rest),
  // 'action' (spend your turn's action), 'green-mana' (pay a green mana).
  'flip-skill',
  // Not in combat: pay one mana of any colour and throw away a Wound from hand; if the mana was
  // {bonusColor} or you have strictly the lowest Fame, also draw 1 (Regenerate, Krang/Braevalar).
  'regenerate',
  // Use one mana as its opposite (red↔blue, green↔white, gold↔black); by Day black may stand for a
  // basic colour (not for a spell's strong effect); at Night gold only for black, to power a spell.
  'arythea-polarization',
  // Not in combat: throw away up to 2 Wounds from hand; one goes into the hand of the nearest other
  // hero (you choose on a tie) instead of the Wound pile.
  'arythea-healing-ritual',
  // Throw away up to 2 Wounds from hand; token to the centre; another player may return it to play
  // one Wound sideways as a non-Wound card worth 3.
  'arythea-ritual-of-pain',
  // Gain a non-gold mana token of a chosen colour; until your next turn other players take a Wound
  // whenever they use mana of a different colour on their turn (max 1 per colour per player).
  'tovak-mana-exploit',
  // Gain a non-gold token of a chosen colour; token to the centre marked with it; the first player
  // powering a Deed card giving Move/Influence/Attack/Block with it gets +4, token back face down.
  'tovak-mana-overload',
  // Add one mana to a card played sideways: it counts 3, or 4 if it is an Action or Spell of that
  // mana's colour.
  'goldyx-universal-power',
  // Token into the Source: others may not use their normal Source die; on your next turn gain a
  // crystal of a basic colour shown by a Source die (not rerolled) and take the token back.
  'goldyx-source-freeze',
  // Token to the centre (you may reroll one Source die); another player may return it to use one
  // extra basic-colour die, you gain a crystal of that colour; they decide at their turn end
  // whether to reroll it.
  'goldyx-source-opening',
  // Modifier: when you activate a Unit this turn, once: its Block +3, or Attack +2, or Ranged (not
  // Siege) Attack +1, any element.
  'norowas-leadership',
  // Passive. When gained: 2 regular Units join the offer; the token is an extra Command token; a Unit
  // recruited onto it costs 5 less (min 0), may be used where Units are forbidden, cannot be
  // disbanded.
  'norowas-bonds-of-loyalty',
  // Token to the centre; until your next turn terrain costs you 2 less (min 1) and every other
  // player 1 more (max 5).
  'norowas-prayer-of-weather',
  // Token to the centre; another player may return it for terrain -1 (min 1) on their turn (your own
  // -2 is the modifier beside it).
  'norowas-calming-the-weather',
  // Influence 1, or Influence 3 if you recruit no Unit with Influence this turn (checked at end).
  'wolfhawk-on-her-own',
  // In the Ranged/Siege phase +1 to one attack you play, in the Attack phase +2 (sideways too).
  'wolfhawk-deadly-aim',
  // Block 1 against one enemy and, in the Attack phase, Attack 1 against the same enemy; Fame +1 if
  // you defeat it using no Unit abilities.
  'wolfhawk-dueling',
  // Not during an interaction: one sideways card counts 4 (+1 per Command token without a Unit);
  // token to the centre; until your next turn other players' Units get -1 on attacks and blocks.
  'wolfhawk-wolfs-howl',
  // Same own bonus; token to the centre; another player may return it to give one of their
  // enemies Armor -1 (not vs Arcane Immunity) and Attack -1.
  'wolfhawk-howl-of-the-pack',
  // Keep one enemy token defeated this turn (one at a time); or discard a kept token for Attack of
  // half its attack or Block of half its armor (rounded up), with its elements.
  'krang-puppet-master',
  // Turn the six-colour wheel one step clockwise and take the new position: blue Block 3, green
  // Move 1, black Ranged ColdFire Attack 1, white Influence 2, red Attack 2, gold any of these.
  'krang-master-of-chaos',
  // Token to the centre; until your next turn the first basic-colour mana each other player uses
  // costs one more of that colour (put on the token); then gain a crystal of a colour on it.
  'krang-mana-suppression',
  // When you spend basic-colour mana: gain a crystal of it, token to the centre marked with it
  // until your next turn; another player may return it for a token of that colour.
  'krang-mana-enhancement',
  // A Basic Action giving a fixed Move, Attack or Block gives the same amount of one of the other
  // two instead (elements kept).
  'braevalar-shapeshift',
  // Token to the centre; until your next turn enemies fought by other players get Attack +1 in
  // the Block phase.
  'braevalar-natures-vengeance',
  // Token to the centre; another player may return it to give one of their enemies Attack -1 and
  // Cumbersome.
  'braevalar-natures-vengeance-coop',
];
