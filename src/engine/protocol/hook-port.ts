// The effect hooks as the rule kernel sees them (issue 14). The hook families in effects/hooks/
// build on the interpreter, combat and the turn flow; the kernel (interpreter, combat, turn and
// round flow, card play, choices) calls back into a few of them. Importing them directly closed one
// import cycle through most of the engine, so the kernel imports this port instead: the tables and
// functions below are filled once by the composition root (src/engine/index.ts, registerHookPort)
// and only read at call time. It sits in protocol/, below combat and the interpreter, which both
// call through it.
import type { Ctx } from '../core/context';
import type { ManaColor } from '../core/types';
import type { HexKey } from '../hex/hex';
import type { CardDef } from '../content/types';
import type { Effect, HookParams } from '../content/vocabulary';
import type { Resolver } from '../state/choice-types';
import type { CombatEnemy } from '../state/combat-types';
import type { GameState, PlayedCard, PlayerId, PlayerState } from '../state/types';
import type { CustomHook } from './hook-types';
import type { EffectCtx } from '../state/choice-types';

type EffectOf<K extends Effect['kind']> = Extract<Effect, { kind: K }>;

/**
 * The hook functions as the kernel calls them, spelled out here (not `typeof` the hook modules) so
 * that the port imports nothing from effects/hooks/; plugins.ts hands in the real functions and the
 * compiler checks that they fit.
 */
export interface HookPort {
  /** The registry of effects/hooks/index.ts. */
  HOOKS: Record<string, CustomHook>;
  deedHooks: () => Record<string, CustomHook>;
  deedResolvers: () => Record<string, Resolver>;
  modifierStart: (
    hook: string,
  ) => ((state: GameState, ec: EffectCtx, params: HookParams, ctx: Ctx) => void) | undefined;
  spaceCostOptions: (state: GameState, player: number, min: number) => string[];
  bannerRoundEndStart: (state: GameState) => boolean;
  endOfTurnCards: (state: GameState, p: PlayerState, played: PlayedCard[], ctx: Ctx) => void;
  combatBonus: (
    state: GameState,
    e: { kind: 'attack' | 'block'; style?: 'melee' | 'ranged' | 'siege' },
    ec: EffectCtx,
    ctx: Ctx,
  ) => number;
  modifierForOneUnit: (state: GameState, e: EffectOf<'modifier'>, ec: EffectCtx, ctx: Ctx) => void;
  resolveOnSuccessfulBlock: (
    state: GameState,
    e: EffectOf<'on-successful-block'>,
    ec: EffectCtx,
    ctx: Ctx,
  ) => void;
  woundsToHandTriggers: (state: GameState, count: number, ctx: Ctx) => void;
  onEnemyDefeated: (state: GameState, e: CombatEnemy, sources: string[], ctx: Ctx) => void;
  relocateTargets: (
    state: GameState,
    player: PlayerId,
    e: EffectOf<'relocate'>,
  ) => [HexKey, number][];
  resolveRelocate: (state: GameState, ec: EffectCtx, e: EffectOf<'relocate'>, ctx: Ctx) => void;
  undergroundTargets: (state: GameState, player: PlayerId, maxSpaces: number) => HexKey[];
  healUnitTargets: (state: GameState, player: PlayerId) => string[];
  peacefulMomentActive: (state: GameState, player: PlayerId) => boolean;
  resolveHealUnit: (state: GameState, ec: EffectCtx, count: number | 'all', ctx: Ctx) => void;
  resolveTakeFromOffer: (
    state: GameState,
    e: EffectOf<'take-from-offer'>,
    ec: EffectCtx,
    ctx: Ctx,
  ) => void;
  resolveUseFromOffer: (
    state: GameState,
    e: EffectOf<'use-from-offer'>,
    ec: EffectCtx,
    ctx: Ctx,
  ) => void;
  takeFromOfferOptions: (
    state: GameState,
    e: EffectOf<'take-from-offer'>,
    ec: EffectCtx,
  ) => string[];
  offerUseOptions: (state: GameState, e: EffectOf<'use-from-offer'>, ec: EffectCtx) => string[];
  consumeSideways: (state: GameState, index: number | null) => void;
  manaOverloadBonus: (
    state: GameState,
    player: PlayerId,
    def: CardDef,
    paid: ManaColor[],
    ctx: Ctx,
  ) => number;
  playedEffect: (
    state: GameState,
    player: PlayerId,
    def: CardDef,
    e: Effect,
  ) => { effect: Effect; index: number | null };
  sidewaysFor: (
    state: GameState,
    player: PlayerId,
    card: string | undefined,
  ) => { value: number; index: number | null };
  woundSidewaysAllowed: (state: GameState, player: PlayerId) => boolean;
}

type Fn = (...args: never[]) => unknown;
type FnKey = { [K in keyof HookPort]: HookPort[K] extends Fn ? K : never }[keyof HookPort];

let port: HookPort | undefined;

/** Called once by the composition root with the hook modules' tables and functions. */
export function registerHookPort(p: HookPort): void {
  port = p;
  Object.assign(HOOKS, p.HOOKS);
}

function impl(): HookPort {
  if (!port) throw new Error('hook port not registered (import the engine through src/engine)');
  return port;
}

/** A stand-in that calls the registered function of that name. */
function late<K extends FnKey>(key: K): HookPort[K] {
  const call = (...args: unknown[]): unknown =>
    (impl()[key] as unknown as (...a: unknown[]) => unknown)(...args);
  return call as unknown as HookPort[K];
}

/** The custom effect hooks of effects/hooks/index.ts (filled by registerHookPort). */
export const HOOKS: Record<string, CustomHook> = {};
export const deedHooks = late('deedHooks');
export const deedResolvers = late('deedResolvers');
export const modifierStart = late('modifierStart');
export const spaceCostOptions = late('spaceCostOptions');
export const bannerRoundEndStart = late('bannerRoundEndStart');
export const endOfTurnCards = late('endOfTurnCards');
export const combatBonus = late('combatBonus');
export const modifierForOneUnit = late('modifierForOneUnit');
export const resolveOnSuccessfulBlock = late('resolveOnSuccessfulBlock');
export const woundsToHandTriggers = late('woundsToHandTriggers');
export const onEnemyDefeated = late('onEnemyDefeated');
export const relocateTargets = late('relocateTargets');
export const resolveRelocate = late('resolveRelocate');
export const undergroundTargets = late('undergroundTargets');
export const healUnitTargets = late('healUnitTargets');
export const peacefulMomentActive = late('peacefulMomentActive');
export const resolveHealUnit = late('resolveHealUnit');
export const resolveTakeFromOffer = late('resolveTakeFromOffer');
export const resolveUseFromOffer = late('resolveUseFromOffer');
export const takeFromOfferOptions = late('takeFromOfferOptions');
export const offerUseOptions = late('offerUseOptions');
export const consumeSideways = late('consumeSideways');
export const manaOverloadBonus = late('manaOverloadBonus');
export const playedEffect = late('playedEffect');
export const sidewaysFor = late('sidewaysFor');
export const woundSidewaysAllowed = late('woundSidewaysAllowed');
