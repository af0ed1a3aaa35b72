// Every kind of pending choice has exactly one component (STYLE.md "Choices are typed data"): this
// map is typed over the known kinds, so a kind listed in ChoiceKind cannot ship without its UI,
// and a test checks that every kind the engine can push (its resolvers) is listed here. A kind
// that is not (yet) known at run time falls back to the generic component.
import { GenericChoice } from './common';
import {
  BannerRoundEndChoice,
  BoostTargetChoice,
  ChooseSpaceChoice,
  CrystalColorChoice,
  DeepMineChoice,
  DiscardCostChoice,
  EffectOptionChoice,
  EndDiscardChoice,
  EnemyTargetChoice,
  GladeWoundChoice,
  LevelAdvancedActionChoice,
  ManaColorChoice,
  PayManaChoice,
  ReadyUnitChoice,
  ReclaimChoice,
  SetSourceDieChoice,
  SpendCrystalChoice,
  TacticLongNightChoice,
  TacticManaStealChoice,
  TacticMidnightMeditationChoice,
  TacticPreparationChoice,
  TacticRethinkChoice,
  TacticSparingPowerChoice,
  ThrowAwayCostChoice,
} from './kinds';
import {
  DrawAttackChoice,
  FamiliarsUpkeepChoice,
  RewardArtifactChoice,
  RewardCardChoice,
  RewardCrystalChoice,
  RewardUnitChoice,
  RewardUnitDisbandChoice,
  ScoutPeekChoice,
} from '../combat/choices/CombatChoices';
import { CoopAgreeChoice } from '../coop/CoopAgreeChoice';
import { LevelSkillChoice } from '../skills/LevelSkillChoice';
import { CoopRemoveTacticChoice, GladeShieldChoice, SecretSiteChoice } from '../scenarios/choices';
import {
  DraftPickChoice,
  DraftReturnChoice,
  IntCombatDieChoice,
  UpgradePickChoice,
  UpgradeRemoveChoice,
} from '../scenarios/variant-choices';
import type { ChoiceComponent } from './types';

/** Choice kinds of the playing UI (cards, mana, costs, end of turn, level-up, tactics). */
export const PLAY_CHOICE_KINDS = [
  'effect-option',
  'mana-color',
  'crystal-color',
  'ready-unit',
  'pay-mana',
  'discard-cost',
  'throw-away-cost',
  'spend-crystal',
  'enemy-target',
  'end-discard',
  'glade-wound',
  'deep-mine-crystal',
  'level-skill',
  'level-advanced-action',
  'tactic-rethink',
  'tactic-mana-steal',
  'tactic-preparation',
  'tactic-sparing-power',
  'tactic-midnight-meditation',
  'tactic-long-night-draw',
  'set-source-die',
  'boost-target',
  'choose-space',
  'reclaim',
  'banner-round-end',
] as const;

/**
 * Choice kinds of combat, sites and units (the combat/interaction UI gives them their own
 * components; until then they use the generic one).
 */
export const COMBAT_CHOICE_KINDS = [
  'reward-artifact',
  'reward-spell',
  'reward-advanced-action',
  'reward-crystal',
  'reward-unit',
  'reward-unit-disband',
  'familiars-upkeep',
  'scout-peek',
  'draw-attack-to-unit',
] as const;

/** Choice kinds of the skills, PvP and co-op UI. */
export const COOP_CHOICE_KINDS = ['coop-agree'] as const;

/**
 * Choice kinds of advanced cards, spells, artifacts, skills and scenario rules: answered with the
 * generic component (options pictured by what they are: cards, units, colours, dice, spaces) until
 * one gets a component of its own.
 */
export const EFFECT_CHOICE_KINDS = [
  'banner-command',
  'maximal-effect',
  'mysterious-box',
  'meditation-pick',
  'meditation-place',
  'card-to-deck',
  'ready-units',
  'horn-of-wrath',
  'possess',
  'wings-of-night',
  'enemies-do-not-attack',
  'know-your-prey',
  'krang-curse',
  'modifier-unit',
  'reduce-damage',
  'puppet-master',
  'mana-radiance',
  'mana-claim',
  'mind-read',
  'mind-read-discard',
  'mind-steal',
  'energy-flow',
  'energy-spend',
  'crystal-die',
  'spell-forge',
  'offering',
  'sacrifice',
  'polarize',
  'relocate',
  'underground-attack',
  'take-offer',
  'take-unit-disband',
  'use-offer',
  'heal-unit',
  'regenerate',
  'healing-ritual',
  'mark-color',
  'reroll-die',
  'shapeshift',
] as const;

/** Choice kinds of the scenarios' special rules and the variants (components in src/ui/scenarios). */
export const SCENARIO_CHOICE_KINDS = [
  'secret-site',
  'coop-remove-tactic',
  'glade-shield',
  'draft-pick',
  'draft-return',
  'upgrade-pick',
  'upgrade-remove',
  'intcombat-die',
] as const;

export type ChoiceKind =
  | (typeof SCENARIO_CHOICE_KINDS)[number]
  | (typeof PLAY_CHOICE_KINDS)[number]
  | (typeof COOP_CHOICE_KINDS)[number]
  | (typeof COMBAT_CHOICE_KINDS)[number]
  | (typeof EFFECT_CHOICE_KINDS)[number];

const PLAY_CHOICES: Record<(typeof PLAY_CHOICE_KINDS)[number], ChoiceComponent> = {
  'effect-option': EffectOptionChoice,
  'mana-color': ManaColorChoice,
  'crystal-color': CrystalColorChoice,
  'ready-unit': ReadyUnitChoice,
  'pay-mana': PayManaChoice,
  'discard-cost': DiscardCostChoice,
  'throw-away-cost': ThrowAwayCostChoice,
  'spend-crystal': SpendCrystalChoice,
  'enemy-target': EnemyTargetChoice,
  'end-discard': EndDiscardChoice,
  'glade-wound': GladeWoundChoice,
  'deep-mine-crystal': DeepMineChoice,
  'level-skill': LevelSkillChoice,
  'level-advanced-action': LevelAdvancedActionChoice,
  'tactic-rethink': TacticRethinkChoice,
  'tactic-mana-steal': TacticManaStealChoice,
  'tactic-preparation': TacticPreparationChoice,
  'tactic-sparing-power': TacticSparingPowerChoice,
  'tactic-midnight-meditation': TacticMidnightMeditationChoice,
  'tactic-long-night-draw': TacticLongNightChoice,
  'set-source-die': SetSourceDieChoice,
  'boost-target': BoostTargetChoice,
  'choose-space': ChooseSpaceChoice,
  reclaim: ReclaimChoice,
  'banner-round-end': BannerRoundEndChoice,
};

// ---- combat / sites / units: registered by the combat UI (replace GenericChoice by its components)
const COMBAT_CHOICES: Record<(typeof COMBAT_CHOICE_KINDS)[number], ChoiceComponent> = {
  'reward-artifact': RewardArtifactChoice,
  'reward-spell': RewardCardChoice,
  'reward-advanced-action': RewardCardChoice,
  'reward-crystal': RewardCrystalChoice,
  'reward-unit': RewardUnitChoice,
  'reward-unit-disband': RewardUnitDisbandChoice,
  'familiars-upkeep': FamiliarsUpkeepChoice,
  'scout-peek': ScoutPeekChoice,
  'draw-attack-to-unit': DrawAttackChoice,
};

const EFFECT_CHOICES = Object.fromEntries(
  EFFECT_CHOICE_KINDS.map((k) => [k, GenericChoice]),
) as Record<(typeof EFFECT_CHOICE_KINDS)[number], ChoiceComponent>;

const COOP_CHOICES: Record<(typeof COOP_CHOICE_KINDS)[number], ChoiceComponent> = {
  'coop-agree': CoopAgreeChoice,
};

const SCENARIO_CHOICES: Record<(typeof SCENARIO_CHOICE_KINDS)[number], ChoiceComponent> = {
  'secret-site': SecretSiteChoice,
  'coop-remove-tactic': CoopRemoveTacticChoice,
  'glade-shield': GladeShieldChoice,
  'draft-pick': DraftPickChoice,
  'draft-return': DraftReturnChoice,
  'upgrade-pick': UpgradePickChoice,
  'upgrade-remove': UpgradeRemoveChoice,
  'intcombat-die': IntCombatDieChoice,
};

export const CHOICE_REGISTRY: Record<ChoiceKind, ChoiceComponent> = {
  ...SCENARIO_CHOICES,
  ...PLAY_CHOICES,
  ...COOP_CHOICES,
  ...COMBAT_CHOICES,
  ...EFFECT_CHOICES,
};

export function isChoiceKind(kind: string): kind is ChoiceKind {
  return Object.prototype.hasOwnProperty.call(CHOICE_REGISTRY, kind);
}

/** The component for a pending choice of this kind (the generic one for an unknown kind). */
export function choiceComponent(kind: string): ChoiceComponent {
  return isChoiceKind(kind) ? CHOICE_REGISTRY[kind] : GenericChoice;
}
