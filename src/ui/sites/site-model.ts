// What the site panel offers where the hero stands (INTERACT-1..5, INTERACT-CITY): units to
// recruit, Healing, monastery Advanced Actions, spells, artifacts, Elite units, city Advanced
// Actions — each with the engine's price and the engine's verdict (legal variants, or the refusal
// of a representative action). Plain data, unit-tested; no rule is decided here.
import {
  cardDef,
  checkAction,
  currentInteraction,
  defIdOf,
  healCostAt,
  interactionSiteAt,
  isSite,
  PRICES,
  recruitPrice,
  recruitSurcharge,
  reputationModifier,
  sellsSpells,
  type Action,
  type BasicColor,
  type CityColor,
  type GameState,
  type InteractionSite,
  type SiteType,
} from '../../engine';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;
export type Refusal = { ruleId: string; message: string };

export type OptionGroup =
  'units' | 'healing' | 'monastery' | 'spells' | 'artifacts' | 'elite' | 'aa';

export interface SiteOption {
  key: string;
  group: OptionGroup;
  /** The unit or card on offer (absent for Healing, artifacts, Elite units, the AA deck). */
  unit?: string;
  card?: string;
  /** Influence it costs (the engine's price at this site). */
  price: number;
  /** Mana it also costs (spells). */
  mana?: BasicColor;
  /** Legal actions that take it (payment or disband variants); empty = not possible now. */
  actions: Action[];
  /** Why not (the engine's refusal of a representative action), when there is no legal variant. */
  refusal: Refusal | null;
  /** HEAL-3c: Healing points for sale, but no Wound in the hand and no wounded unit. */
  nothingToHeal?: boolean;
}

export interface SiteInfo {
  hex: string;
  type: SiteType;
  /** The city colour, in a city. */
  city: CityColor | null;
  /** The site allows interaction (or why not). */
  interactable: InteractionSite | null;
  interactRefusal: Refusal | null;
  /** Interaction going on now. */
  interacting: boolean;
  influence: number;
  healPoints: number;
  reputation: number;
  /** Influence bonus of the reputation (null = X, no interaction). */
  repModifier: number | null;
  /** Shield bonus in a conquered city (INTERACT-3a). */
  shieldBonus: number;
  options: SiteOption[];
  /** Site actions available now: interact, enter, burn. */
  siteActions: Action[];
  /** Heal actions (Healing points to spend). */
  heals: Of<'heal'>[];
}

/** Plundering and healing are offered by the playing UI's turn controls. */
const SITE_ACTIONS = new Set<Action['type']>(['interact', 'enter-site', 'burn-monastery']);

function refusalOf(state: GameState, a: Action): Refusal | null {
  try {
    return checkAction(state, a);
  } catch (e) {
    return { ruleId: 'ENGINE', message: e instanceof Error ? e.message : String(e) };
  }
}

function buyOption(
  state: GameState,
  legal: readonly Action[],
  player: number,
  group: OptionGroup,
  item: string,
  price: number,
  extra: Partial<SiteOption> = {},
): SiteOption {
  const actions = legal.filter((a) => a.type === 'buy' && a.item === item);
  const probe: Action = { type: 'buy', player, item };
  return {
    key: `${group}:${item}`,
    group,
    price,
    actions,
    refusal: actions.length > 0 ? null : refusalOf(state, probe),
    ...extra,
  };
}

export function siteOptions(
  state: GameState,
  legal: readonly Action[],
  player: number,
  site: InteractionSite,
): SiteOption[] {
  const out: SiteOption[] = [];
  // INTERACT-4a: units whose symbols match the site, one per kind.
  const seen = new Set<string>();
  for (const unit of state.offers.units) {
    const kind = defIdOf(unit);
    if (seen.has(kind)) continue;
    seen.add(kind);
    if (recruitSurcharge(site, unit) === null) continue;
    const price = recruitPrice(state, site, unit);
    const actions = legal.filter((a) => a.type === 'recruit' && defIdOf(a.unit) === kind);
    let refusal = actions.length > 0 ? null : refusalOf(state, { type: 'recruit', player, unit });
    // UNIT-4a: with every Command token assigned a unit would be disbanded; say what else is missing.
    const first = state.players[player]?.units[0];
    if (refusal?.ruleId === 'UNIT-4a' && first)
      refusal = refusalOf(state, { type: 'recruit', player, unit, disband: first.id }) ?? refusal;
    out.push({
      key: `units:${kind}`,
      group: 'units',
      unit,
      price: price?.need ?? 0,
      actions,
      refusal,
    });
  }
  // INTERACT-4b: Healing points.
  const heal = healCostAt(site);
  if (heal !== null) {
    const opt = buyOption(state, legal, player, 'healing', 'heal', heal);
    // HEAL-3c: Healing points are spent on Wounds in the hand or on wounded units; with neither,
    // buying one only throws the Influence away, so the Buy is not offered.
    const p = state.players[player];
    const wounds =
      (p?.hand.some((c) => defIdOf(c) === 'wound') ?? false) ||
      (p?.units.some((u) => u.wounds > 0) ?? false);
    if (!wounds && opt.actions.length > 0)
      out.push({
        ...opt,
        actions: [],
        refusal: { ruleId: 'HEAL-3c', message: 'Nothing to heal.' },
        nothingToHeal: true,
      });
    else out.push(opt);
  }
  // INTERACT-4c: monastery Advanced Actions from the Unit offer.
  if (site.type === 'monastery')
    for (const card of state.offers.monasteryActions)
      out.push(
        buyOption(
          state,
          legal,
          player,
          'monastery',
          `monastery-aa:${card}`,
          PRICES.monasteryAction,
          {
            card,
          },
        ),
      );
  // INTERACT-4d, INTERACT-CITY-2: spells (+1 mana of their colour).
  if (sellsSpells(site))
    for (const card of state.offers.spells) {
      let mana: BasicColor | undefined;
      try {
        mana = cardDef(card).colors[0];
      } catch {
        mana = undefined;
      }
      out.push(
        buyOption(state, legal, player, 'spells', `spell:${card}`, PRICES.spell, {
          card,
          ...(mana ? { mana } : {}),
        }),
      );
    }
  const color = site.city?.color ?? null;
  // INTERACT-CITY-1: artifacts in the Red City.
  if (color === 'red')
    out.push(buyOption(state, legal, player, 'artifacts', 'artifact', PRICES.artifact));
  // INTERACT-CITY-3: an Elite unit into the offer in the White City.
  if (color === 'white')
    out.push(buyOption(state, legal, player, 'elite', 'elite-unit', PRICES.eliteUnit));
  // INTERACT-CITY-4: Advanced Actions in the Green City.
  if (color === 'green') {
    for (const card of state.offers.advancedActions)
      out.push(
        buyOption(state, legal, player, 'aa', `aa:${card}`, PRICES.cityAdvancedAction, { card }),
      );
    out.push(buyOption(state, legal, player, 'aa', 'aa-deck', PRICES.cityAdvancedAction));
  }
  return out;
}

/** Everything the site panel shows for the hero's space, or null off a site. */
export function siteInfo(
  state: GameState,
  legal: readonly Action[],
  player: number,
): SiteInfo | null {
  const p = state.players[player];
  const hex = p?.position;
  const h = hex ? state.map.hexes[hex] : undefined;
  if (!p || !hex || !h?.site || state.combat) return null;
  const turn = state.turn?.player === player ? state.turn : null;
  const active = currentInteraction(state, player);
  let site: InteractionSite | null = active;
  let interactRefusal: Refusal | null = null;
  if (!site) {
    const s = interactionSiteAt(state, player, hex);
    if (isSite(s)) site = s;
    else interactRefusal = s;
  }
  const interactAction: Action = { type: 'interact', player };
  if (site && !active && turn) interactRefusal = refusalOf(state, interactAction);
  const cityShields = site?.city?.shields.filter((x) => x === player).length ?? 0;
  return {
    hex,
    type: h.site.type,
    city: site?.city?.color ?? state.cities.find((c) => c.hex === hex)?.color ?? null,
    interactable: site,
    interactRefusal,
    interacting: active !== null,
    influence: turn?.influencePoints ?? 0,
    healPoints: turn?.healPoints ?? 0,
    reputation: p.reputation,
    repModifier: reputationModifier(p.reputation),
    shieldBonus: cityShields,
    options: site ? siteOptions(state, legal, player, site) : [],
    siteActions: legal.filter((a) => SITE_ACTIONS.has(a.type)),
    heals: legal.filter((a): a is Of<'heal'> => a.type === 'heal'),
  };
}

/** Rampaging enemies that may be challenged now (outside combat), one action per space. */
export function challengeActions(legal: readonly Action[]): Of<'challenge'>[] {
  return legal.filter((a): a is Of<'challenge'> => a.type === 'challenge');
}
