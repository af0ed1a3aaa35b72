// Rampaging enemies the hero may challenge now (COMBAT-1d, the engine's legal challenge actions):
// their spaces glow red on the map; clicking one challenges it (sites/map-click.ts). A group in
// the board's overlay layer (one canvas for highlights, challenges and tokens).
import 'konva/lib/shapes/Line';
import { memo } from 'react';
import { Group, Line } from 'react-konva/lib/ReactKonvaCore';
import type { Action } from '../../engine';
import { challengeHexes } from '../sites/map-click';
import { flatCorners, HEX_SIZE, keyToPixel } from './layout';

const R = HEX_SIZE;

export const ChallengeLayer = memo(function ChallengeLayer({
  legal,
}: {
  legal: readonly Action[];
}) {
  const hexes = challengeHexes(legal);
  if (hexes.length === 0) return null;
  return (
    <Group listening={false}>
      {hexes.map((k) => (
        <Line
          key={k}
          points={flatCorners(keyToPixel(k, R), R * 0.9)}
          closed
          fill="rgba(224,103,90,0.18)"
          stroke="#ff7b6b"
          strokeWidth={3}
          dash={[9, 5]}
          shadowColor="#ff5a44"
          shadowBlur={12}
          perfectDrawEnabled={false}
        />
      ))}
    </Group>
  );
});
