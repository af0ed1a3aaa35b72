// The camera that follows (issue 16 part 2): revealCamera moves the map as little as needed to
// show a hex, a tile or a combat site in the free part of the viewport (clear of the docks).
import { describe, expect, it } from 'vitest';
import { directionOf, focusOf } from './director';
import { revealCamera } from './layout';

const insets = { top: 60, bottom: 180, left: 240, right: 260 };
const W = 1280;
const H = 750;

describe('revealCamera', () => {
  it('leaves the camera alone when the target is already in the free part', () => {
    const cam = { x: 0, y: 0, scale: 1 };
    const b = { minX: 600, maxX: 700, minY: 200, maxY: 300 };
    expect(revealCamera(cam, b, W, H, insets)).toBe(cam);
  });

  it('pans just far enough to bring a target on the right into view, keeping the zoom', () => {
    const cam = { x: 0, y: 0, scale: 2 };
    const b = { minX: 500, maxX: 550, minY: 150, maxY: 200 }; // screen 1000..1100 × 300..400
    const next = revealCamera(cam, b, W, H, insets, 40);
    expect(next.scale).toBe(2);
    // right edge of the free part: 1280 − 260 − 40 = 980
    expect(next.x + 550 * 2).toBe(980);
    expect(next.y).toBe(0);
  });

  it('pans a target hidden under the left dock and the action bar into view', () => {
    const cam = { x: 0, y: 0, scale: 1 };
    const b = { minX: 100, maxX: 200, minY: 10, maxY: 60 };
    const next = revealCamera(cam, b, W, H, insets, 40);
    expect(next.x + 100).toBe(240 + 40);
    expect(next.y + 10).toBe(60 + 40);
  });

  it('centres a target larger than the free part', () => {
    const cam = { x: 0, y: 0, scale: 1 };
    const b = { minX: 0, maxX: 2000, minY: 0, maxY: 100 };
    const next = revealCamera(cam, b, W, H, insets, 40);
    const freeMid = (240 + 40 + (1280 - 260 - 40)) / 2;
    expect(next.x + 1000).toBeCloseTo(freeMid);
  });

  it('ignores docks that would leave no room (as fitCamera does)', () => {
    const cam = { x: 0, y: 0, scale: 1 };
    const b = { minX: 10, maxX: 60, minY: 300, maxY: 350 };
    const huge = { left: 500, right: 500 };
    const next = revealCamera(cam, b, W, H, huge, 40);
    expect(next.x + 10).toBe(40);
  });
});

describe('the director reads a step’s events (issue 16 parts 2–3)', () => {
  it('joins a walk of several moves into one path per hero, hex by hex', () => {
    const d = directionOf([
      { type: 'moved', player: 0, from: '0,0', to: '1,0', cost: 2 },
      { type: 'moved', player: 0, from: '1,0', to: '2,0', cost: 2 },
    ]);
    expect(d.walks.get(0)).toEqual(['0,0', '1,0', '2,0']);
  });

  it('follows a revealed tile, revealed enemies and the combat site', () => {
    const d = directionOf([
      { type: 'tile-revealed', player: 0, tile: 'c1', pos: '1,0' },
      { type: 'enemy-revealed', hex: '3,-1', enemy: 'orc' },
      { type: 'combat-started', player: 0, kind: 'site', hex: '3,-1', enemies: ['orc'] },
    ]);
    expect(d.tiles).toEqual(['1,0']);
    expect(d.enemies).toEqual(['3,-1']);
    expect(d.combat).toBe('3,-1');
    const b = focusOf(d, 10, 0);
    expect(b).not.toBeNull();
    // the whole new tile (7 hexes) is in the focus: wider than one hex
    expect((b?.maxX ?? 0) - (b?.minX ?? 0)).toBeGreaterThan(40);
  });

  it('has nothing to follow after steps that move nothing on the map (e.g. playing a card)', () => {
    const d = directionOf([{ type: 'card-played', player: 0, card: 'march' }]);
    expect(focusOf(d, 10, 0)).toBeNull();
  });

  it('follows the viewer’s hero, not another hero walking', () => {
    const d = directionOf([
      { type: 'moved', player: 1, from: '0,0', to: '1,0', cost: 2 },
      { type: 'tile-revealed', player: 1, tile: 'c1', pos: '1,0' },
    ]);
    const b = focusOf(d, 10, 0);
    const only = focusOf(directionOf([{ type: 'tile-revealed', pos: '1,0' }]), 10, 0);
    expect(b).toEqual(only);
  });
});
