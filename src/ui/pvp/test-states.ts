// Prepared game states of the skills, PvP and co-op tests (component tests, and the e2e tests,
// which load them through window.mk.loadState), built with the engine's public API only.
import { createGame, type GameState, type PlayerId } from '../../engine';
import { copy, toFirstTurn } from '../test-state-kit';

export interface PvpSetup {
  state: GameState;
  aggressor: PlayerId;
  defender: PlayerId;
  /** Where the aggressor stands, and the defender's space (adjacent on the start tile). */
  from: string;
  fight: string;
}

/**
 * Full Conquest, two humans in hotseat: the player whose turn it is stands next to the other hero
 * with Move points to step onto their space. Hands are chosen for a ranged attack with a block and
 * a melee that forces a retreat.
 */
export function pvpSetup(seed = 11): PvpSetup {
  const s = copy(
    toFirstTurn(
      createGame({
        scenario: 'full-conquest',
        players: [
          { hero: 'tovak', kind: 'human' },
          { hero: 'goldyx', kind: 'human' },
        ],
        seed,
      }),
    ),
  );
  const aggressor = s.turn?.player ?? 0;
  const defender = aggressor === 0 ? 1 : 0;
  const from = '1,-1';
  const fight = '1,0';
  const a = s.players[aggressor];
  const d = s.players[defender];
  if (!a || !d || !s.turn) throw new Error('no players');
  a.position = from;
  d.position = fight;
  s.turn.path = [from];
  s.turn.movePoints = 4;
  s.turn.phase = 'move';
  a.hand = ['rage#9001', 'determination#9002', 'instinct#9003', 'march#9004', 'promise#9005'];
  d.hand = ['swiftness#9101', 'determination#9102', 'march#9103', 'promise#9104', 'rage#9105'];
  d.crystals.white = 1;
  d.fame = 2;
  a.fame = 0;
  return { state: s, aggressor, defender, from, fight };
}

/** Solo Conquest, Tovak's first turn, one Fame short of level 2 with a known skill stack. */
export function levelUpSetup(seed = 4242): GameState {
  const s = copy(
    toFirstTurn(
      createGame({ scenario: 'solo-conquest', players: [{ hero: 'tovak', kind: 'human' }], seed }),
    ),
  );
  const p = s.players[0];
  if (!p) throw new Error('no player');
  p.fame = 3; // level 2 is reached at the end of this turn (END-6)
  p.skillPile = [
    'tovak-double-time',
    'tovak-shield-mastery',
    ...p.skillPile.filter((x) => x !== 'tovak-double-time' && x !== 'tovak-shield-mastery'),
  ];
  if (!s.offers.skills.includes('goldyx-freezing-power'))
    s.offers.skills.push('goldyx-freezing-power');
  return s;
}

export interface CoopSetup {
  state: GameState;
  initiator: PlayerId;
  other: PlayerId;
  city: string;
}

/** Full Cooperation, two humans next to a white city with 3 face-down defenders. */
export function coopSetup(seed = 5): CoopSetup {
  const s = copy(
    toFirstTurn(
      createGame({
        scenario: 'full-cooperation',
        players: [
          { hero: 'tovak', kind: 'human' },
          { hero: 'goldyx', kind: 'human' },
        ],
        seed,
      }),
    ),
  );
  const initiator = s.turn?.player ?? 0;
  const other = initiator === 0 ? 1 : 0;
  const city = '1,0';
  const h = s.map.hexes[city];
  if (h) {
    h.site = { type: 'city', city: 'white' };
    h.enemies = [];
  }
  s.cities = [
    {
      color: 'white',
      level: 5,
      hex: city,
      garrison: ['prowlers#9201', 'diggers#9202', 'wolf-riders#9203'].map((id) => ({
        id,
        faceUp: false,
      })),
      shields: [],
      conquered: false,
      leader: null,
    },
  ];
  const a = s.players[initiator];
  const b = s.players[other];
  if (!a || !b || !s.turn) throw new Error('no players');
  a.position = '1,-1';
  b.position = '0,0';
  s.turn.path = ['1,-1'];
  s.turn.movePoints = 2;
  s.turn.phase = 'move';
  return { state: s, initiator, other, city };
}
