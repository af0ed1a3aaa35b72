// Where a bot's power goes in Solo Conquest (issue 18, "measure first"): per game, what its own
// turns end with (a fight won or lost, an interaction, exploring, walking only, a rest), the
// sideways plays by what they gave, the Influence played and what it bought, the level-up picks,
// the Wounds taken per fight and healed, spells and Advanced Actions played, the Move points left
// unused at the end of a turn, units activated.
//   npx tsx scripts/expert-power-diag.ts [bot=expert] [seeds=1,2,3] [turns]
// `turns` adds one line per own turn. A TOTAL line sums the games. Deterministic for a seed.
import {
  applyAction,
  cardDef,
  createGame,
  legalActions,
  type Action,
  type GameState,
} from '../src/engine';
import { createBot, type BotName } from '../src/sim/bots';
import { guardLog } from '../src/sim/bots/expert/turnguard';
import { setupFor } from '../src/sim/runner';

const bot = (process.argv[2] ?? 'expert') as BotName;
const seeds = (process.argv[3] ?? '1').split(',').map(Number);
const perTurn = process.argv[4] === 'turns';

const total: Record<string, number> = {};
const add = (k: string, n = 1) => (total[k] = (total[k] ?? 0) + n);
const woundsOf = (xs: readonly string[]) => xs.filter((x) => x.startsWith('wound')).length;
const cardType = (c: string): string => {
  try {
    return cardDef(c).type;
  } catch {
    return '?';
  }
};

for (const seed of seeds) {
  let s: GameState = createGame(setupFor('solo-conquest', ['arythea'], seed));
  const b = createBot(bot, seed);
  const t0 = performance.now();
  let n = 0;
  const g: Record<string, number> = {};
  const inc = (k: string, v = 1) => {
    g[k] = (g[k] ?? 0) + v;
    add(k, v);
  };
  const buys: string[] = [];
  const picks: string[] = [];
  let turn = { fight: '', interact: '', explore: 0, moves: 0, rest: false, side: 0, cards: 0 };
  const resetTurn = () =>
    (turn = { fight: '', interact: '', explore: 0, moves: 0, rest: false, side: 0, cards: 0 });
  guardLog.log = (m) => {
    inc('guard.struck');
    if (perTurn) console.log(`    guard r${s.round.number}: ${m}`);
  };
  let fameAtFight = 0;
  let woundsAtFight = 0;
  while (!s.gameOver && n < 20000) {
    const legal = legalActions(s);
    const a: Action = b.choose(s, legal);
    const me = s.players[0];
    const mine = a.player === 0 && !!me;
    if (mine && me) {
      const pend = s.pending[s.pending.length - 1];
      if (a.type === 'choose' && pend?.player === 0 && pend.kind.startsWith('level-'))
        picks.push(`r${s.round.number}:${pend.kind.slice(6)}=${String(a.option)}`);
      if (a.type === 'play-card') {
        turn.cards++;
        const ty = cardType(a.card);
        if (a.mode === 'sideways') {
          inc(`sideways.${a.as ?? '?'}`);
          inc(`sideways.of.${ty}`);
          turn.side++;
        } else inc(`played.${ty}.${a.mode}`);
      }
      if (a.type === 'activate-unit') inc('unit.activations');
      if (a.type === 'use-skill') inc('skill.uses');
      if (a.type === 'move') turn.moves++;
      if (a.type === 'explore') turn.explore++;
      if (a.type === 'rest') turn.rest = true;
      if (a.type === 'interact') inc('interact');
      if (a.type === 'recruit') {
        buys.push(`r${s.round.number}:unit:${a.unit.split('#')[0]}`);
        inc('recruit');
      }
      if (a.type === 'buy') {
        buys.push(`r${s.round.number}:${a.item.split('#')[0]}`);
        inc(`buy.${a.item.split(':')[0]}`);
      }
      if (a.type === 'end-turn' || a.type === 'forfeit-turn') {
        const t = s.turn;
        inc('turns');
        if (t) {
          inc('end.movePointsLeft', t.movePoints);
          inc('end.influenceLeft', t.influencePoints);
          if (t.movePoints > 0) inc('end.turnsWithMoveLeft');
        }
        inc('end.handNonWound', me.hand.length - woundsOf(me.hand));
        inc('end.handWounds', woundsOf(me.hand));
        const kind = turn.rest
          ? 'rest'
          : turn.fight
            ? `fight-${turn.fight}`
            : turn.interact
              ? 'interact'
              : turn.explore
                ? 'explore'
                : turn.moves
                  ? 'walk'
                  : 'nothing';
        inc(`turn.${kind}`);
        if (perTurn)
          console.log(
            `  s${seed} r${s.round.number} ${s.round.time} ${kind} moves=${turn.moves} explore=${turn.explore} cards=${turn.cards} side=${turn.side} mpLeft=${t?.movePoints} infLeft=${t?.influencePoints} hand=${me.hand.map((c) => c.split('#')[0]).join(',')} pos=${me.position} fame=${me.fame} units=${me.units.map((u) => u.id.split('#')[0] + (u.wounds ? '*' : '')).join(',')}`,
          );
        resetTurn();
      }
    }
    const before = s;
    s = applyAction(s, a).state;
    n++;
    const p = s.players[0];
    if (!before.combat && s.combat && p && s.turn?.player === 0) {
      fameAtFight = p.fame;
      woundsAtFight = woundsOf([...p.hand, ...p.discard, ...p.deck]);
    }
    if (before.combat && !s.combat && p && before.turn?.player === 0) {
      const won = p.fame > fameAtFight;
      const w = woundsOf([...p.hand, ...p.discard, ...p.deck]) - woundsAtFight;
      inc(won ? 'fights.won' : 'fights.noFame');
      inc('fights.wounds', Math.max(0, w));
      turn.fight = won ? 'won' : 'nofame';
    }
    if (before.turn?.interaction && p && mine && a.type !== 'interact') turn.interact = 'yes';
    if (a.type === 'interact') turn.interact = 'yes';
    if (
      p &&
      mine &&
      a.type === 'buy' &&
      a.item === 'heal' &&
      woundsOf(p.hand) < woundsOf(before.players[0]?.hand ?? [])
    )
      inc('healed.bought');
  }
  const p = s.players[0];
  const sheet = s.gameOver?.scores[0];
  const allCards = p ? [...p.deck, ...p.hand, ...p.discard] : [];
  inc('score', sheet?.total ?? 0);
  inc('fame', p?.fame ?? 0);
  inc('level', p?.level ?? 0);
  inc('units', p?.units.length ?? 0);
  inc('woundsAtEnd', woundsOf(allCards));
  inc('spellsOwned', allCards.filter((c) => cardType(c) === 'spell').length);
  inc('aasOwned', allCards.filter((c) => cardType(c) === 'advanced-action').length);
  inc('artifactsOwned', allCards.filter((c) => cardType(c) === 'artifact').length);
  inc('games');
  inc('seconds', (performance.now() - t0) / 1000);
  console.log(
    `GAME seed ${seed} score=${sheet?.total} ${Object.entries(g)
      .filter(([k]) => !k.startsWith('sideways.of'))
      .map(([k, v]) => `${k}=${Number.isInteger(v) ? v : v.toFixed(1)}`)
      .join(' ')}`,
  );
  console.log(`  buys ${buys.join(' ') || '-'}`);
  console.log(`  levels ${picks.join(' ') || '-'}`);
  console.log(
    `  sheet ${(sheet?.lines ?? []).map((l) => `${l.id}:${l.points}`).join(' ')} units=${p?.units.map((u) => u.id.split('#')[0]).join(',')}`,
  );
}
const games = total.games ?? 1;
console.log(
  `TOTAL per game: ${Object.entries(total)
    .filter(([k]) => k !== 'games')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${(v / games).toFixed(2)}`)
    .join(' ')}`,
);
