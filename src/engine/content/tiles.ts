// Map tiles, hex by hex (../shared/reference/tiles.md §3). Local positions and orientation as in
// tiles.md §1: printed number at the bottom, pointy-top hexes; tiles are never rotated (MOVE-5d).
import type { BasicColor, CityColor, ContentSet, Terrain } from '../core/types';
import type { LocalHex, SiteOnHex, SiteType, TileDef, TileHex, TileKind } from './types';

const h = (terrain: Terrain, site?: SiteOnHex): TileHex => (site ? { terrain, site } : { terrain });
const at = (type: SiteType): SiteOnHex => ({ type });
const mine = (color: BasicColor): SiteOnHex => ({ type: 'crystal-mine', color });
const deepMine = (...colors: BasicColor[]): SiteOnHex => ({ type: 'deep-mine', colors });
const city = (color: CityColor): SiteOnHex => ({ type: 'city', city: color });

interface TileExtras {
  city?: CityColor;
  walls?: string[];
  scenarioOnly?: boolean;
  note?: string;
}

function tile(
  id: string,
  kind: TileKind,
  label: string,
  set: ContentSet,
  hexes: Record<LocalHex, TileHex>,
  extras: TileExtras = {},
): TileDef {
  return { id, kind, label, set, hexes, ...extras };
}

const SEA_NOTE =
  'Decision (tiles.md doubt 3): the coastal cliff hexes are their own impassable sea terrain.';
const SWAMP_NOTE =
  'Decision (tiles.md doubt 1): sources disagree swamp vs wasteland on the marked hex; swamp used.';
const WALLS_NOTE = 'Walls from a single, partly vague source (tiles.md §3.6, low confidence).';
const CITY_NOTE =
  'The city hex always costs 2 Move (MOVE-3c); the terrain given is the painted ground only.';

export const TILES: TileDef[] = [
  // ---------------------------------------------------------------- Starting tile (tiles.md §3.1)
  tile(
    'start-a',
    'start',
    'A',
    'base',
    {
      C: h('plains', at('portal')),
      NE: h('forest'),
      E: h('plains'),
      SE: h('sea'),
      SW: h('sea'),
      W: h('sea'),
      NW: h('plains'),
    },
    { note: `Wedge-map face. ${SEA_NOTE}` },
  ),
  tile(
    'start-b',
    'start',
    'B',
    'base',
    {
      C: h('plains', at('portal')),
      NE: h('forest'),
      E: h('plains'),
      SE: h('plains'),
      SW: h('sea'),
      W: h('sea'),
      NW: h('plains'),
    },
    { note: `Open-map face (other side of start-a). ${SEA_NOTE}` },
  ),

  // ---------------------------------------------------------------- Countryside (tiles.md §3.2)
  tile('countryside-1', 'countryside', '1', 'base', {
    C: h('forest', at('magical-glade')),
    NE: h('lake'),
    E: h('plains', at('village')),
    SE: h('plains'),
    SW: h('plains'),
    W: h('forest'),
    NW: h('forest', at('orcs')),
  }),
  tile('countryside-2', 'countryside', '2', 'base', {
    C: h('hills'),
    NE: h('forest', at('magical-glade')),
    E: h('plains', at('village')),
    SE: h('plains'),
    SW: h('hills', mine('green')),
    W: h('plains'),
    NW: h('hills', at('orcs')),
  }),
  tile('countryside-3', 'countryside', '3', 'base', {
    C: h('forest'),
    NE: h('hills', at('keep')),
    E: h('hills'),
    SE: h('hills', mine('white')),
    SW: h('plains', at('village')),
    W: h('plains'),
    NW: h('plains'),
  }),
  tile('countryside-4', 'countryside', '4', 'base', {
    C: h('desert', at('mage-tower')),
    NE: h('desert'),
    E: h('mountain'),
    SE: h('plains', at('village')),
    SW: h('plains'),
    W: h('hills', at('orcs')),
    NW: h('desert'),
  }),
  tile('countryside-5', 'countryside', '5', 'base', {
    C: h('lake'),
    NE: h('plains', at('monastery')),
    E: h('plains', at('orcs')),
    SE: h('hills', mine('blue')),
    SW: h('forest'),
    W: h('forest', at('magical-glade')),
    NW: h('forest'),
  }),
  tile('countryside-6', 'countryside', '6', 'base', {
    C: h('hills', mine('red')),
    NE: h('forest'),
    E: h('plains'),
    SE: h('forest', at('orcs')),
    SW: h('hills'),
    W: h('hills', at('monster-den')),
    NW: h('mountain'),
  }),
  tile(
    'countryside-7',
    'countryside',
    '7',
    'base',
    {
      C: h('swamp'),
      NE: h('forest', at('orcs')),
      E: h('forest', at('magical-glade')),
      SE: h('plains', at('dungeon')),
      SW: h('plains'),
      W: h('plains', at('monastery')),
      NW: h('lake'),
    },
    { note: 'Decision (tiles.md doubt 4): SE is a dungeon, not a tomb.' },
  ),
  tile('countryside-8', 'countryside', '8', 'base', {
    C: h('swamp', at('orcs')),
    NE: h('forest', at('ancient-ruins')),
    E: h('plains'),
    SE: h('swamp', at('village')),
    SW: h('swamp'),
    W: h('forest'),
    NW: h('forest', at('magical-glade')),
  }),
  tile(
    'countryside-9',
    'countryside',
    '9',
    'base',
    {
      C: h('mountain'),
      NE: h('mountain'),
      E: h('wasteland', at('keep')),
      SE: h('plains'),
      SW: h('wasteland', at('mage-tower')),
      W: h('plains'),
      NW: h('wasteland', at('dungeon')),
    },
    { note: 'Decision (tiles.md doubt 4): NW is a dungeon, not a tomb.' },
  ),
  tile('countryside-10', 'countryside', '10', 'base', {
    C: h('mountain'),
    NE: h('forest'),
    E: h('plains'),
    SE: h('hills', at('ancient-ruins')),
    SW: h('hills', at('keep')),
    W: h('hills'),
    NW: h('hills', at('monster-den')),
  }),
  tile('countryside-11', 'countryside', '11', 'base', {
    C: h('plains', at('mage-tower')),
    NE: h('lake'),
    E: h('lake'),
    SE: h('hills', at('orcs')),
    SW: h('lake'),
    W: h('plains', at('ancient-ruins')),
    NW: h('hills'),
  }),
  tile(
    'countryside-12',
    'countryside',
    '12',
    'lost-legion',
    {
      C: h('plains', at('orcs')),
      NE: h('swamp'),
      E: h('hills', at('monastery')),
      SE: h('mountain'),
      SW: h('plains', at('maze')),
      W: h('hills', at('refugee-camp')),
      NW: h('mountain'),
    },
    { walls: ['C|E', 'C|SW', 'C|W'], note: `NE: ${SWAMP_NOTE} ${WALLS_NOTE}` },
  ),
  tile(
    'countryside-13',
    'countryside',
    '13',
    'lost-legion',
    {
      C: h('forest', at('mage-tower')),
      NE: h('hills', at('orcs')),
      E: h('lake'),
      SE: h('forest', deepMine('green', 'blue')),
      SW: h('plains'),
      W: h('swamp', at('magical-glade')),
      NW: h('forest'),
    },
    { walls: ['C|NE', 'NE|E', 'NE|out-E', 'NW|NE'], note: `W: ${SWAMP_NOTE} ${WALLS_NOTE}` },
  ),
  tile(
    'countryside-14',
    'countryside',
    '14',
    'lost-legion',
    {
      C: h('plains'),
      NE: h('plains', at('keep')),
      E: h('wasteland', at('maze')),
      SE: h('hills', at('village')),
      SW: h('plains'),
      W: h('desert', deepMine('red', 'white')),
      NW: h('desert'),
    },
    { walls: ['NE|C'], note: WALLS_NOTE },
  ),

  // ---------------------------------------------------------------- Core, no city (tiles.md §3.3)
  tile('core-1', 'core', '1', 'base', {
    C: h('desert', at('monastery')),
    NE: h('desert', at('tomb')),
    E: h('desert'),
    SE: h('desert'),
    SW: h('hills'),
    W: h('hills', at('spawning-grounds')),
    NW: h('mountain'),
  }),
  tile('core-2', 'core', '2', 'base', {
    C: h('lake'),
    NE: h('swamp', at('ancient-ruins')),
    E: h('hills', mine('green')),
    SE: h('swamp', at('draconum')),
    SW: h('swamp', at('mage-tower')),
    W: h('forest'),
    NW: h('lake'),
  }),
  tile('core-3', 'core', '3', 'base', {
    C: h('wasteland'),
    NE: h('wasteland', at('ancient-ruins')),
    E: h('hills', at('mage-tower')),
    SE: h('wasteland'),
    SW: h('hills', mine('white')),
    W: h('wasteland', at('tomb')),
    NW: h('mountain'),
  }),
  tile(
    'core-4',
    'core',
    '4',
    'base',
    {
      C: h('mountain', at('draconum')),
      NE: h('hills'),
      E: h('wasteland', at('keep')),
      SE: h('wasteland'),
      SW: h('wasteland', at('ancient-ruins')),
      W: h('wasteland'),
      NW: h('hills', mine('blue')),
    },
    { note: 'Decision (tiles.md doubt 5): E = wasteland/keep, NW = hills/blue mine, as scanned.' },
  ),

  // ---------------------------------------------------------------- Core with city (tiles.md §3.4)
  tile(
    'core-5',
    'core',
    '5',
    'base',
    {
      C: h('swamp', city('green')),
      NE: h('swamp', at('village')),
      E: h('swamp', at('orcs')),
      SE: h('swamp'),
      SW: h('forest', at('orcs')),
      W: h('lake'),
      NW: h('forest', at('magical-glade')),
    },
    { city: 'green', note: `${CITY_NOTE} Painted ground: swamp.` },
  ),
  tile(
    'core-6',
    'core',
    '6',
    'base',
    {
      C: h('plains', city('blue')),
      NE: h('plains', at('monastery')),
      E: h('lake'),
      SE: h('lake'),
      SW: h('hills'),
      W: h('mountain', at('draconum')),
      NW: h('forest'),
    },
    { city: 'blue', note: `${CITY_NOTE} Painted ground: plains.` },
  ),
  tile(
    'core-7',
    'core',
    '7',
    'base',
    {
      C: h('plains', city('white')),
      NE: h('plains'),
      E: h('forest'),
      SE: h('lake', at('draconum')),
      SW: h('lake'),
      W: h('wasteland', at('keep')),
      NW: h('wasteland', at('spawning-grounds')),
    },
    { city: 'white', note: `${CITY_NOTE} Painted ground: plains.` },
  ),
  tile(
    'core-8',
    'core',
    '8',
    'base',
    {
      C: h('desert', city('red')),
      NE: h('hills', mine('red')),
      E: h('desert'),
      SE: h('desert', at('draconum')),
      SW: h('wasteland'),
      W: h('wasteland', at('draconum')),
      NW: h('desert', at('ancient-ruins')),
    },
    {
      city: 'red',
      note: `${CITY_NOTE} Painted ground is a desert/wasteland mix; desert chosen.`,
    },
  ),

  // ---------------------------------------------------------------- Lost Legion core (tiles.md §3.3)
  tile(
    'core-9',
    'core',
    '9',
    'lost-legion',
    {
      C: h('plains', at('draconum')),
      NE: h('hills', at('mage-tower')),
      E: h('mountain'),
      SE: h('desert', at('refugee-camp')),
      SW: h('desert'),
      W: h('wasteland'),
      NW: h('hills', at('labyrinth')),
    },
    { walls: ['C|W', 'C|SW', 'C|SE', 'SE|E', 'W|NW'], note: WALLS_NOTE },
  ),
  tile(
    'core-10',
    'core',
    '10',
    'lost-legion',
    {
      C: h('swamp'),
      NE: h('lake'),
      E: h('forest', at('labyrinth')),
      SE: h('hills', at('orcs')),
      SW: h('hills', at('orcs')),
      W: h('forest', at('keep')),
      NW: h('swamp', deepMine('red', 'green', 'blue', 'white')),
    },
    {
      note:
        `C and NW: ${SWAMP_NOTE} Walls: the source only says the keep hex (W) is walled, ` +
        'without naming edges, so no walls are recorded.',
    },
  ),

  // ---------------------------------------------------------------- Volkare's Camp (tiles.md §3.5)
  tile(
    'volkare',
    'core',
    'V',
    'lost-legion',
    {
      C: h('plains', at('volkare-camp')),
      NE: h('mountain'),
      E: h('wasteland', at('draconum')),
      SE: h('desert', at('village')),
      SW: h('hills'),
      W: h('lake'),
      NW: h('forest', at('orcs')),
    },
    {
      scenarioOnly: true,
      note:
        'Back colour unconfirmed (tiles.md doubt 6); kind core is nominal, the tile is only ' +
        'placed by scenarios. Walls: the source says the camp (C) and village (SE) hexes are ' +
        'walled without naming edges, so no walls are recorded.',
    },
  ),
];
