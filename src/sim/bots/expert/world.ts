// Fair play for the expert bot (issue 18): the state it decides on is a *sampled world* consistent
// with what its player sees. Everything playerView shows stays as it is; everything it hides (the
// order of every deck and pile, the identity of face-down enemy and ruins tokens and of face-down
// tiles, the other players' hands, the random generator behind future dice) is replaced by a draw
// from the bot's own random stream.
//
// What the sample is drawn from is only what a player at the table knows too: the *contents* of
// each hidden group, never their order or placement — the cards in one's own deck (one knows one's
// cards, not their order), the tokens of one colour not yet seen (face-down tokens of that colour on
// the map and its draw pile together: the box's mix minus what was seen), the tiles of one kind
// (countryside / core) not yet placed, the other players' cards not on the table (their hand and
// deck together). Each group is sorted before it is shuffled, so the world — and therefore every
// decision — cannot depend on how the hidden parts happen to be ordered or placed; expert.test.ts
// checks this by reshuffling decks and swapping face-down tokens.
//
// Not covered (no bot plays them today): the variants' draft hands and Chosen One, other players'
// secret-choice options and the interactive-combat die (these stay as they are).
import { playerView, type GameState, type MapEnemy, type PlayerId } from '../../../engine';
import type { SimRng } from '../../rng';

function shuffleInPlace<T>(xs: T[], rng: SimRng): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = xs[i] as T;
    xs[i] = xs[j] as T;
    xs[j] = t;
  }
  return xs;
}

/** The group's contents sorted (their order forgotten), then shuffled with the bot's stream. */
const resample = (ids: readonly string[], rng: SimRng): string[] =>
  shuffleInPlace([...ids].sort(), rng);

/** The label playerView gives a hidden thing without its number: `hidden-brown#3` → `hidden-brown`. */
const label = (hiddenId: string): string => hiddenId.replace(/#\d+$/, '');

/**
 * Slots of hidden things, grouped by what the viewer sees of them (a colour, a tile kind): each
 * group's identities are pooled, sorted, shuffled and dealt back to the same slots.
 */
class Groups {
  private readonly slots = new Map<string, { get: () => string; set: (id: string) => void }[]>();
  add(group: string, get: () => string, set: (id: string) => void): void {
    let list = this.slots.get(group);
    if (!list) this.slots.set(group, (list = []));
    list.push({ get, set });
  }
  deal(rng: SimRng): void {
    for (const g of [...this.slots.keys()].sort()) {
      const list = this.slots.get(g) ?? [];
      const ids = resample(
        list.map((s) => s.get()),
        rng,
      );
      list.forEach((s, i) => s.set(ids[i] as string));
    }
  }
}

/**
 * A world consistent with what `viewer` sees in `state`, sampled with `rng` (deterministic: the
 * same visible state and the same stream give the same world, whatever the hidden parts were).
 */
export function sampleWorld(state: GameState, viewer: PlayerId, rng: SimRng): GameState {
  const view = playerView(state, viewer);
  const w = structuredClone<GameState>(state);
  const groups = new Groups();

  for (const p of w.players) {
    p.deck = resample(p.deck, rng);
    p.skillPile = resample(p.skillPile, rng);
    if (p.id !== viewer) {
      // Another player's hand, deck and stored cards: their cards not on the table, re-dealt.
      const stored = p.tacticData.stored ?? [];
      const pool = resample([...p.hand, ...p.deck, ...stored], rng);
      p.hand = pool.slice(0, p.hand.length);
      p.deck = pool.slice(p.hand.length, p.hand.length + p.deck.length);
      if (p.tacticData.stored) p.tacticData.stored = pool.slice(p.hand.length + p.deck.length);
    }
  }
  const d = w.decks;
  d.advancedActions = resample(d.advancedActions, rng);
  d.spells = resample(d.spells, rng);
  d.artifacts = resample(d.artifacts, rng);
  d.regularUnits = resample(d.regularUnits, rng);
  d.eliteUnits = resample(d.eliteUnits, rng);
  w.tilesAside = resample(w.tilesAside, rng);

  // Tiles: the kind of each face-down tile is seen (its back), the tile itself is not.
  w.tileDeck.forEach((_, i) =>
    groups.add(
      `tile:${label(view.tileDeck[i] ?? '')}`,
      () => w.tileDeck[i] as string,
      (id) => (w.tileDeck[i] = id),
    ),
  );
  const hiddenTiles = w.map.hidden;
  if (hiddenTiles)
    hiddenTiles.forEach((t, i) =>
      groups.add(
        `maptile:${label(view.map.hidden?.[i]?.tile ?? '')}`,
        () => t.tile,
        (id) => (t.tile = id),
      ),
    );

  // Enemy tokens: face-down ones (on the map and in city garrisons) and each colour's draw pile.
  const faceDown = (list: MapEnemy[], seen: readonly MapEnemy[]) =>
    list.forEach((m, i) => {
      if (m.faceUp) return;
      groups.add(
        `enemy:${label(seen[i]?.id ?? '')}`,
        () => m.id,
        (id) => (m.id = id),
      );
    });
  for (const [key, hex] of Object.entries(w.map.hexes))
    faceDown(hex.enemies, view.map.hexes[key]?.enemies ?? []);
  w.cities.forEach((c, i) => faceDown(c.garrison, view.cities[i]?.garrison ?? []));
  for (const [color, pile] of Object.entries(w.enemyPiles))
    pile.draw.forEach((_, i) =>
      groups.add(
        `enemy:hidden-${color}`,
        () => pile.draw[i] as string,
        (id) => (pile.draw[i] = id),
      ),
    );

  // Ruins tokens: face-down ones on the map and the draw pile are one unseen group.
  for (const hex of Object.values(w.map.hexes)) {
    const r = hex.ruins;
    if (r && !r.faceUp)
      groups.add(
        'ruins',
        () => r.id,
        (id) => (r.id = id),
      );
  }
  w.ruinsPile.draw.forEach((_, i) =>
    groups.add(
      'ruins',
      () => w.ruinsPile.draw[i] as string,
      (id) => (w.ruinsPile.draw[i] = id),
    ),
  );
  groups.deal(rng);

  // Future dice and every other random draw: a generator of the bot's own.
  w.rng = [rng.int(0x7fffffff) | 1, rng.int(0x7fffffff), rng.int(0x7fffffff), rng.int(0x7fffffff)];
  return w;
}
