// Entering adventure sites (COMBAT-1b, TURN-REG-6c.2) and burning monasteries (COMBAT-1c) as the
// turn's action; the site rules come from sites.md (night rules and no units in dungeons and
// tombs, leftovers in monster dens, spawning grounds and ruins, ruins tokens, maze paths).
import type { ActionOf, ManaSource } from '../protocol/types';
import { refuse } from '../protocol/framework';
import type { Ctx } from '../core/context';
import type { BasicColor, EnemyColor } from '../core/types';
import { ruinsDef, siteDef } from '../content';
import type { Reward, SiteType } from '../content/types';
import type { HexKey } from '../hex/hex';
import { checkPayment, paymentOptions, spendMana, type Refusal } from '../mana/mana';
import { drawEnemy } from '../state/piles';
import { getPlayer } from '../state/player';
import type { GameState, HexState, PlayerId, TurnState } from '../state/types';
import { changeReputation } from '../state/fame';
import { beginCombat, combatEnemy } from './start';
import { enterSiteRefusalHook } from '../state/scenario-hooks';
import { otherActionRefusal } from '../movement/movement';
import type { CombatEnemy, CombatSite } from '../state/combat-types';

export const ADVENTURE_SITES: readonly SiteType[] = [
  'dungeon',
  'tomb',
  'monster-den',
  'spawning-grounds',
  'ancient-ruins',
  'maze',
  'labyrinth',
];

/** Sites whose undefeated enemies stay on the space face up (COMBAT-OUTCOME-3c). */
export const LEFTOVER_SITES: readonly SiteType[] = [
  'monster-den',
  'spawning-grounds',
  'ancient-ruins',
];

function pileHasTokens(state: GameState, color: EnemyColor): boolean {
  const p = state.enemyPiles[color];
  return p.draw.length + p.discard.length > 0;
}

/** A voluntary action is still possible (TURN-REG-6c/6d, COMBAT-2, TURN-REST-7). */
export function voluntaryActionRefusal(state: GameState, turn: TurnState): Refusal | null {
  if (turn.rested) return refuse('TURN-REST-7', 'When resting you cannot start a combat.');
  if (state.combat) return refuse('COMBAT-2', 'Only one combat per turn is allowed.');
  if (turn.action !== null)
    return refuse(
      turn.action === 'combat' ? 'COMBAT-2' : 'TURN-REG-6d',
      turn.action === 'combat'
        ? 'Only one combat per turn is allowed.'
        : 'You have already taken your action this turn.',
    );
  if (turn.phase !== 'start' && turn.phase !== 'move')
    return refuse('TURN-REG-6d', 'You have already taken your action this turn.');
  return otherActionRefusal(state, turn.player); // MOVE-8c, MOVE-8e
}

function hereHex(state: GameState, player: PlayerId): { key: HexKey; hex: HexState } | null {
  const pos = state.players[player]?.position;
  const hex = pos ? state.map.hexes[pos] : undefined;
  return pos && hex ? { key: pos, hex } : null;
}

function altarTribute(hex: HexState): BasicColor[] | null {
  if (!hex.ruins) return null;
  const def = ruinsDef(hex.ruins.id);
  return def.kind === 'altar' ? (def.tribute ?? []) : null;
}

const ALTAR_RULE = 'COMBAT-OUTCOME-2b.1';

// ----------------------------------------------------------------------------- enter-site

export function enterSiteCandidates(state: GameState, player: PlayerId): ActionOf<'enter-site'>[] {
  const turn = state.turn;
  const here = hereHex(state, player);
  if (!turn || turn.player !== player || !here?.hex.site) return [];
  const type = here.hex.site.type;
  if (!ADVENTURE_SITES.includes(type)) return [];
  const p = getPlayer(state, player);
  if (turn.siteEntry)
    return [
      {
        type: 'enter-site',
        player,
        path: turn.siteEntry.path,
        ...(turn.siteEntry.unit ? { unit: turn.siteEntry.unit } : {}),
      },
    ];
  if (type === 'ancient-ruins') {
    const tribute = altarTribute(here.hex);
    if (tribute)
      return paymentOptions(state, p, tribute).map((mana) => ({
        type: 'enter-site',
        player,
        mana,
      }));
  }
  if (type === 'maze' || type === 'labyrinth') {
    const out: ActionOf<'enter-site'>[] = [];
    const units = p.units.filter((u) => u.ready && u.wounds === 0).map((u) => u.id);
    for (const pr of siteDef(type).pathRewards ?? []) {
      out.push({ type: 'enter-site', player, path: pr.moveCost });
      for (const unit of units) out.push({ type: 'enter-site', player, path: pr.moveCost, unit });
    }
    return out;
  }
  return [{ type: 'enter-site', player }];
}

export function enterSiteRefusal(state: GameState, a: ActionOf<'enter-site'>): Refusal | null {
  const turn = state.turn;
  if (!turn) return refuse('ROUND-4a', 'It is not your turn.');
  const here = hereHex(state, a.player);
  const site = here?.hex.site;
  if (!here || !site || !ADVENTURE_SITES.includes(site.type))
    return refuse('TURN-REG-6c.2', 'You can only enter an adventure site you are standing on.');
  const hex = here.hex;
  const type = site.type;
  if (turn.siteEntry) return mazeSecondStep(state, turn, a);
  const r = voluntaryActionRefusal(state, turn) ?? enterSiteRefusalHook(state, a.player, here.key);
  if (r) return r;
  const def = siteDef(type);
  if (type !== 'maze' && type !== 'labyrinth' && (a.path !== undefined || a.unit !== undefined))
    return refuse('COMBAT-1b', 'Only a maze or labyrinth has paths to choose.');
  if (type !== 'ancient-ruins' && a.mana && a.mana.length > 0)
    return refuse('COMBAT-1b', 'Entering this site needs no mana.');
  switch (type) {
    case 'dungeon':
    case 'tomb':
      // Conquered dungeons and tombs may be entered again, for Fame only (sites.md).
      if (!pileHasTokens(state, (def.enemies ?? ['brown'])[0] ?? 'brown'))
        return refuse('COMBAT-1b', 'There are no enemy tokens left to draw.');
      return null;
    case 'monster-den':
    case 'spawning-grounds':
      if (hex.conquered)
        return refuse('COMBAT-1b', 'This site is conquered: it is now an empty space.');
      if (hex.enemies.length === 0 && !pileHasTokens(state, 'brown'))
        return refuse('COMBAT-1b', 'There are no enemy tokens left to draw.');
      return null;
    case 'ancient-ruins': {
      if (hex.conquered || !hex.ruins)
        return refuse('COMBAT-1b', 'These ruins are conquered: they are now an empty space.');
      const tribute = altarTribute(hex);
      if (tribute) {
        const p = getPlayer(state, a.player);
        const sources: ManaSource[] = a.mana ?? [];
        if (sources.length === 0)
          return refuse(
            ALTAR_RULE,
            `The altar asks a tribute of ${tribute.length} mana: ${tribute.join(', ')}.`,
          );
        return checkPayment(state, p, tribute, sources);
      }
      if (a.mana && a.mana.length > 0)
        return refuse('COMBAT-1b', 'Entering these ruins needs no mana.');
      return null;
    }
    case 'maze':
    case 'labyrinth': {
      const paths = def.pathRewards ?? [];
      if (a.path === undefined || !paths.some((x) => x.moveCost === a.path))
        return refuse(
          'COMBAT-1b',
          `Choose a path: ${paths.map((x) => x.moveCost).join(', ')} Move.`,
        );
      if ((hex.paths ?? []).some((x) => x.cost === a.path))
        return refuse('COMBAT-1b', 'That path has already been conquered.');
      if ((hex.paths ?? []).some((x) => x.player === a.player))
        return refuse('COMBAT-1b', 'You cannot conquer the same maze twice.');
      if (a.unit !== undefined) {
        const u = getPlayer(state, a.player).units.find((x) => x.id === a.unit);
        if (!u || !u.ready || u.wounds > 0)
          return refuse('COMBAT-1b', 'You may take along only one of your ready, unwounded units.');
      }
      if (!pileHasTokens(state, (def.enemies ?? ['brown'])[0] ?? 'brown'))
        return refuse('COMBAT-1b', 'There are no enemy tokens left to draw.');
      return null;
    }
    default:
      return refuse('TURN-REG-6c.2', 'You can only enter an adventure site you are standing on.');
  }
}

/** Maze/labyrinth, second step: pay the path's Move with Move gained after announcing. */
function mazeSecondStep(
  state: GameState,
  turn: TurnState,
  a: ActionOf<'enter-site'>,
): Refusal | null {
  const entry = turn.siteEntry;
  if (!entry) return null;
  if (state.combat) return refuse('COMBAT-2', 'Only one combat per turn is allowed.');
  if (a.path !== entry.path || (a.unit ?? null) !== entry.unit)
    return refuse('COMBAT-1b', `You announced the ${entry.path}-Move path; pay it to go in.`);
  if (a.mana && a.mana.length > 0) return refuse('COMBAT-1b', 'Entering this site needs no mana.');
  if (turn.movePoints < entry.path)
    return refuse(
      'COMBAT-1b',
      `This path costs ${entry.path} Move points, played after entering (left-over Move does not count); you have ${turn.movePoints}.`,
    );
  return null;
}

function siteRewards(type: SiteType, hex: HexState, path?: number): Reward[] {
  const def = siteDef(type);
  if (type === 'ancient-ruins') return hex.ruins ? [...ruinsDef(hex.ruins.id).rewards] : [];
  if (type === 'maze' || type === 'labyrinth')
    return [...(def.pathRewards?.find((x) => x.moveCost === path)?.rewards ?? [])];
  return [...(def.rewards ?? [])];
}

/** Draw enemies onto the space (sites whose survivors stay there) or for this fight only. */
function drawInto(
  state: GameState,
  colors: EnemyColor[],
  hex: HexState | null,
  key: HexKey,
): CombatEnemy[] {
  const out: CombatEnemy[] = [];
  for (const color of colors) {
    const id = drawEnemy(state, color);
    if (!id) continue;
    if (hex) {
      hex.enemies.push({ id, faceUp: true });
      out.push(combatEnemy(id, { kind: 'hex', hex: key }, { defender: true }));
    } else out.push(combatEnemy(id, { kind: 'drawn' }, { defender: true }));
  }
  return out;
}

export function enterSite(state: GameState, a: ActionOf<'enter-site'>, ctx: Ctx): void {
  const turn = state.turn;
  const pos = state.players[a.player]?.position;
  const hex = pos ? state.map.hexes[pos] : undefined;
  const type = hex?.site?.type;
  if (!turn || !pos || !hex || !type) return;
  const p = getPlayer(state, a.player);
  const def = siteDef(type);
  const hereSite = (rewards: Reward[], extra: Partial<CombatSite> = {}): CombatSite => ({
    hex: pos,
    type,
    rewards,
    ...extra,
  });
  ctx.emit({ type: 'site-entered', player: a.player, hex: pos, site: type });

  if ((type === 'maze' || type === 'labyrinth') && !turn.siteEntry) {
    // Announce: Move for the path must be played from now on (left-over Move is lost).
    turn.action = 'combat';
    turn.phase = 'action';
    turn.movePoints = 0;
    turn.influencePoints = 0;
    turn.healPoints = 0;
    turn.siteEntry = { hex: pos, path: a.path ?? 0, unit: a.unit ?? null };
    return;
  }
  if (turn.siteEntry) {
    const entry = turn.siteEntry;
    turn.movePoints -= entry.path;
    turn.siteEntry = null;
    const enemies = drawInto(state, def.enemies ?? ['brown'], null, pos);
    beginCombat(
      state,
      a.player,
      'adventure',
      pos,
      enemies,
      {
        site: hereSite(siteRewards(type, hex, entry.path), { path: entry.path }),
        unitsAllowed: true,
        allowedUnits: entry.unit ? [entry.unit] : [],
      },
      ctx,
    );
    return;
  }

  switch (type) {
    case 'dungeon':
    case 'tomb': {
      // Night rules, no units; the token is discarded win or lose; a conquered site gives Fame only.
      const enemies = drawInto(state, def.enemies ?? ['brown'], null, pos);
      const fameOnly = !!hex.conquered;
      beginCombat(
        state,
        a.player,
        'adventure',
        pos,
        enemies,
        {
          site: hereSite(fameOnly ? [] : siteRewards(type, hex), fameOnly ? { fameOnly } : {}),
          nightRules: true,
          unitsAllowed: false,
        },
        ctx,
      );
      return;
    }
    case 'monster-den':
    case 'spawning-grounds': {
      // The enemies left face up by an earlier attempt, topped up by new draws (sites.md).
      const want = (def.enemies ?? []).length;
      for (const m of hex.enemies) {
        if (!m.faceUp) ctx.emit({ type: 'enemy-revealed', hex: pos, enemy: m.id });
        m.faceUp = true;
      }
      const present = hex.enemies.map((m) =>
        combatEnemy(m.id, { kind: 'hex', hex: pos }, { defender: true }),
      );
      const missing = Math.max(0, want - present.length);
      const drawn = drawInto(
        state,
        Array.from({ length: missing }, () => 'brown' as const),
        hex,
        pos,
      );
      beginCombat(
        state,
        a.player,
        'adventure',
        pos,
        [...present, ...drawn],
        {
          site: hereSite(siteRewards(type, hex)),
        },
        ctx,
      );
      return;
    }
    case 'ancient-ruins': {
      const ruins = hex.ruins;
      if (!ruins) return;
      if (!ruins.faceUp) {
        ruins.faceUp = true;
        ctx.emit({ type: 'ruins-revealed', hex: pos, token: ruins.id });
      }
      const tdef = ruinsDef(ruins.id);
      if (tdef.kind === 'altar') {
        // Pay the tribute: shield, rewards at the end of the turn; no combat.
        spendMana(state, p, a.mana ?? [], ctx);
        turn.action = 'other';
        turn.phase = 'after';
        turn.movePoints = 0;
        turn.influencePoints = 0;
        hex.conquered = true;
        hex.shields.push(a.player);
        state.ruinsPile.discard.push(ruins.id);
        delete hex.ruins;
        turn.rewards.push(...tdef.rewards);
        ctx.emit({ type: 'altar-tribute', player: a.player, hex: pos, token: ruins.id });
        return;
      }
      const present = hex.enemies.map((m) =>
        combatEnemy(m.id, { kind: 'hex', hex: pos }, { defender: true }),
      );
      const drawn = present.length > 0 ? [] : drawInto(state, tdef.enemies ?? [], hex, pos);
      beginCombat(
        state,
        a.player,
        'adventure',
        pos,
        [...present, ...drawn],
        {
          site: hereSite(siteRewards(type, hex)),
        },
        ctx,
      );
      return;
    }
    default:
      return;
  }
}

// ----------------------------------------------------------------------------- burn-monastery

export function burnRefusal(state: GameState, a: ActionOf<'burn-monastery'>): Refusal | null {
  const turn = state.turn;
  if (!turn) return refuse('ROUND-4a', 'It is not your turn.');
  const here = hereHex(state, a.player);
  if (here?.hex.site?.type !== 'monastery')
    return refuse('TURN-REG-6c.4', 'You can only burn a monastery you are standing on.');
  if (here.hex.burned) return refuse('COMBAT-OUTCOME-2d', 'This monastery is already burned down.');
  const r = voluntaryActionRefusal(state, turn);
  if (r) return r;
  if (!pileHasTokens(state, 'violet'))
    return refuse('COMBAT-1c', 'There are no violet enemy tokens left.');
  return null;
}

/** COMBAT-1c: Reputation −3, one violet defender, no units (sites.md). */
export function burnMonastery(state: GameState, a: ActionOf<'burn-monastery'>, ctx: Ctx): void {
  const pos = state.players[a.player]?.position;
  const hex = pos ? state.map.hexes[pos] : undefined;
  if (!pos || !hex) return;
  const p = getPlayer(state, a.player);
  changeReputation(state, p, -3, ctx);
  const enemies = drawInto(state, ['violet'], null, pos);
  beginCombat(
    state,
    a.player,
    'burn-monastery',
    pos,
    enemies,
    {
      site: { hex: pos, type: 'monastery', rewards: [...(siteDef('monastery').rewards ?? [])] },
      unitsAllowed: false,
    },
    ctx,
  );
}
