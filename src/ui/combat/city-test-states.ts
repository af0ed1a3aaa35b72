// Prepared state of the city-assault tests (unit tests, and e2e/city-assault.spec.ts, which loads
// it through window.mk.loadState), built with the
// engine's public API: a Solo Conquest game with city level 1 (setup option `cityLevels`, as the
// start screen's city-level controls give it), where Tovak has explored a Green City tile next to
// his space. The engine's own exploring (MOVE-5) reveals the city and draws its garrison
// (MOVE-5g.3: grey + brown at level 1); only the order of the token piles and the hero's hand and
// unit are chosen, so that the fight is known in advance.
import { applyAction, createGame, type GameState } from '../../engine';
import { copy, toFirstTurn } from '../test-state-kit';

/** Put `id` on top of a list (it must be in it). */
function toTop(list: string[], id: string): string[] {
  if (!list.includes(id)) throw new Error(`${id} is not in the pile`);
  return [id, ...list.filter((x) => x !== id)];
}

export interface CitySetup {
  state: GameState;
  /** The Green City's space. */
  city: string;
  /** Tovak's space next to it (a magical glade; no rampaging enemy next to it). */
  from: string;
  /** The garrison, as the engine drew it: Swordsmen (grey) and Hydra (brown). */
  garrison: string[];
}

/**
 * Solo Conquest (seed 4242, cities of level 1), Tovak's first turn by day. He has explored the
 * core tile with the Green City (core-5) and stands next to the city with 2 Move points left, the
 * elite Catapults unit (ready) and a hand for the fight:
 * - ranged phase: Catapults Siege 3 + Crushing Bolt powered (green die) Siege 3 → Swordsmen
 *   (Armor 5, fortified);
 * - block phase: Rage blocks one of the Hydra's three Attacks 2 (Poison from the Green City);
 * - damage phase: the other two hit Tovak;
 * - attack phase: Rage + Determination + two cards sideways = Attack 6 → Hydra (Armor 6).
 */
export function greenCitySetup(seed = 4242): CitySetup {
  let s = copy(
    toFirstTurn(
      createGame({
        scenario: 'solo-conquest',
        players: [{ hero: 'tovak', kind: 'human' }],
        seed,
        options: { cityLevels: [1, 1] },
      }),
    ),
  );
  const explorer = '2,-4'; // the monastery space at the edge of the first countryside tile
  const from = '4,-6';
  const city = '4,-5';
  s.tileDeck = toTop(s.tileDeck, 'core-5');
  s.enemyPiles.grey.draw = toTop(s.enemyPiles.grey.draw, 'swordsmen#188');
  s.enemyPiles.brown.draw = toTop(s.enemyPiles.brown.draw, 'hydra#226');
  const p0 = s.players[0];
  if (!p0 || !s.turn) throw new Error('not Tovak’s turn');
  p0.position = explorer;
  s.turn.path = [explorer];
  s.turn.movePoints = 2;
  s.turn.phase = 'move';
  s = copy(applyAction(s, { type: 'explore', player: 0, pos: '1,1' }).state);

  const c = s.cities[0];
  if (!c || c.hex !== city || c.color !== 'green') throw new Error('no Green City revealed');
  // By Day the defenders of a city next to the hero are face up (sites.md 1.4).
  for (const e of c.garrison) e.faceUp = true;
  const p = s.players[0];
  const t = s.turn;
  if (!p || !t) throw new Error('not Tovak’s turn');
  p.position = from;
  t.path = [from];
  t.movePoints = 2;
  t.phase = 'move';
  t.played = [];
  t.cardPlayedOrDiscarded = false;
  p.hand = ['crushing-bolt', 'rage', 'rage', 'determination', 'swiftness', 'stamina'].map(
    (id, i) => `${id}#${9300 + i}`,
  );
  p.units = [{ id: 'catapults#9400', ready: true, wounds: 0 }];
  p.fame = 0;
  return { state: s, city, from, garrison: c.garrison.map((e) => e.id) };
}
