// The shape of a setup (issue 13 point 4): createGame refuses a setup whose fields have the wrong
// type, or that carries fields it does not know, with a message naming the field — before any rule
// reads it, so a setup from a script, the test hook or an edited save file never crashes the engine
// and never smuggles unknown data into `state.setup`. The rules about the values (known ids, player
// counts, level ranges, team splits) stay in validateSetup and the variants.
import { RuleError } from '../core/errors';

/** Seeds are unsigned 32-bit integers: the RNG is seeded from 32 bits (rng/rng.ts). */
export const SEED_MAX = 0xffff_ffff;

const TOP_FIELDS = ['scenario', 'players', 'seed', 'variants', 'options'];
const PLAYER_FIELDS = ['hero', 'kind'];
const OPTION_FIELDS = [
  'cityLevels',
  'sets',
  'dummyHero',
  'teams',
  'chosenOnes',
  'fameBids',
  'megapolisLevel',
];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const show = (v: unknown): string => {
  try {
    return JSON.stringify(v)?.slice(0, 60) ?? String(v);
  } catch {
    return String(v);
  }
};

function unknownFields(rec: Record<string, unknown>, known: readonly string[]): string[] {
  // A field whose value is undefined counts as absent (JSON drops it too).
  return Object.keys(rec).filter((k) => rec[k] !== undefined && !known.includes(k));
}

/** Throws a RuleError (SETUP-0) naming the first field of the wrong shape or unknown. */
export function checkSetupShape(setup: unknown): void {
  if (!isRecord(setup)) throw new RuleError('SETUP-0', 'The setup must be an object.');
  const extra = unknownFields(setup, TOP_FIELDS);
  if (extra.length > 0)
    throw new RuleError(
      'SETUP-0',
      `Setup field "${extra[0] as string}": unknown field (a setup has ${TOP_FIELDS.join(', ')}).`,
    );
  if (typeof setup.scenario !== 'string')
    throw new RuleError('SETUP-0', `Setup field "scenario": must be a scenario id (a string).`);
  if (!Array.isArray(setup.players))
    throw new RuleError('SETUP-0', `Setup field "players": must be a list of players.`);
  (setup.players as unknown[]).forEach((p, i) => {
    const f = `players[${i}]`;
    if (!isRecord(p))
      throw new RuleError('SETUP-0', `Setup field "${f}": must be an object { hero, kind }.`);
    const more = unknownFields(p, PLAYER_FIELDS);
    if (more.length > 0)
      throw new RuleError(
        'SETUP-0',
        `Setup field "${f}.${more[0]}": unknown field (a player has hero and kind).`,
      );
    if (typeof p.hero !== 'string')
      throw new RuleError('SETUP-0', `Setup field "${f}.hero": must be a hero id (a string).`);
    if (typeof p.kind !== 'string')
      throw new RuleError('SETUP-0', `Setup field "${f}.kind": must be "human" or "bot".`);
  });
  const seed = setup.seed;
  if (!isInt(seed) || seed < 0 || seed > SEED_MAX)
    throw new RuleError(
      'SETUP-0',
      `Setup field "seed": must be a whole number from 0 to ${SEED_MAX}, not ${show(seed)}.`,
    );
  if (setup.variants !== undefined) {
    if (!Array.isArray(setup.variants) || setup.variants.some((v) => typeof v !== 'string'))
      throw new RuleError(
        'SETUP-0',
        `Setup field "variants": must be a list of variant ids (strings).`,
      );
  }
  const o = setup.options;
  if (o === undefined) return;
  if (!isRecord(o))
    throw new RuleError('SETUP-0', `Setup field "options": must be an object, not ${show(o)}.`);
  const moreOpts = unknownFields(o, OPTION_FIELDS);
  if (moreOpts.length > 0)
    throw new RuleError(
      'SETUP-0',
      `Setup field "options.${moreOpts[0]}": unknown option (options are ${OPTION_FIELDS.join(', ')}).`,
    );
  const intList = (name: string) => {
    const v = o[name];
    if (v !== undefined && (!Array.isArray(v) || !v.every(isInt)))
      throw new RuleError(
        'SETUP-0',
        `Setup field "options.${name}": must be a list of whole numbers, not ${show(v)}.`,
      );
  };
  intList('cityLevels');
  intList('chosenOnes');
  intList('fameBids');
  if (
    o.sets !== undefined &&
    (!Array.isArray(o.sets) || !o.sets.every((s) => typeof s === 'string'))
  )
    throw new RuleError(
      'SETUP-0',
      `Setup field "options.sets": must be a list of content set ids, not ${show(o.sets)}.`,
    );
  if (o.dummyHero !== undefined && typeof o.dummyHero !== 'string')
    throw new RuleError(
      'SETUP-0',
      `Setup field "options.dummyHero": must be a hero id (a string), not ${show(o.dummyHero)}.`,
    );
  if (
    o.teams !== undefined &&
    (!Array.isArray(o.teams) || !o.teams.every((t) => Array.isArray(t) && t.every(isInt)))
  )
    throw new RuleError(
      'SETUP-0',
      `Setup field "options.teams": must be a list of teams (lists of player indexes), not ${show(o.teams)}.`,
    );
  if (o.megapolisLevel !== undefined && !isInt(o.megapolisLevel))
    throw new RuleError(
      'SETUP-0',
      `Setup field "options.megapolisLevel": must be a whole number, not ${show(o.megapolisLevel)}.`,
    );
}
