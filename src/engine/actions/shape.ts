// The shape of every action: which fields it carries and of what type. checkAction refuses an
// action of the wrong shape (ENGINE-ACTION) before any rule looks at it, so a malformed action from
// a script, a test hook or an edited save file gets a clear message instead of a crash, and the
// state is untouched (STYLE.md "Bad input").
import type { Action, ActionType } from '../protocol/types';
import type { Refusal } from '../mana/mana';

type Kind =
  'string' | 'number' | 'boolean' | 'string[]' | 'number[]' | 'string|string[]' | 'mana[]';
/** A field's kind; a trailing '?' marks it optional. */
type Field = Kind | `${Kind}?`;

const FIELDS: Record<ActionType, Record<string, Field>> = {
  'choose-tactic': { tactic: 'string' },
  'dummy-turn': {},
  'announce-end-of-round': {},
  'use-tactic': { option: 'string[]?' },
  'forfeit-turn': {},
  'play-card': { card: 'string', mode: 'string', as: 'string?', mana: 'mana[]?' },
  rest: { discard: 'string[]' },
  'end-turn': {},
  choose: { option: 'string|string[]' },
  heal: { target: 'string' },
  move: { to: 'string' },
  explore: { pos: 'string' },
  'activate-unit': { unit: 'string', ability: 'number', mana: 'mana[]?' },
  'use-skill': { skill: 'string', mana: 'mana[]?', unflip: 'boolean?' },
  'assign-banner': { card: 'string', unit: 'string' },
  'use-banner': { unit: 'string' },
  'spend-influence': { item: 'string' },
  interact: {},
  recruit: { unit: 'string', disband: 'string?', mana: 'mana[]?', token: 'string?' },
  buy: { item: 'string', mana: 'mana[]?' },
  'plunder-village': {},
  challenge: { hexes: 'string[]' },
  'enter-site': { mana: 'mana[]?', path: 'number?', unit: 'string?' },
  'burn-monastery': {},
  'declare-attack': { targets: 'string[]' },
  'declare-block': { enemy: 'string', attack: 'number' },
  'resolve-column': {},
  'abandon-column': {},
  'end-combat-phase': {},
  'combat-option': { option: 'string' },
  'spend-move': { enemy: 'string', attack: 'number', amount: 'number' },
  'assign-damage': { enemy: 'string', attack: 'number', to: 'string' },
  'pvp-attack': {},
  'pvp-commit': { full: 'boolean' },
  'pvp-pass': {},
  'pvp-resolve': {},
  'pvp-damage': { to: 'string' },
  'pvp-end-damage': {},
  'coop-assault': { invite: 'number[]', counts: 'number[]' },
  'coop-done': {},
  'scenario-action': { id: 'string', hex: 'string?' },
};

/** Fields that take one of a fixed list of values: no other value is coerced to one of them. */
const ENUMS: Partial<Record<ActionType, Record<string, readonly string[]>>> = {
  'play-card': {
    mode: ['basic', 'strong', 'sideways'],
    as: ['move', 'influence', 'attack', 'block'], // CARD-3e
  },
};

function fits(v: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'string[]':
      return Array.isArray(v) && v.every((x) => typeof x === 'string');
    case 'number[]':
      return Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isFinite(x));
    case 'string|string[]':
      return fits(v, 'string') || fits(v, 'string[]');
    case 'mana[]':
      return (
        Array.isArray(v) &&
        v.every(
          (x: unknown) =>
            typeof x === 'object' &&
            x !== null &&
            typeof (x as { kind?: unknown }).kind === 'string',
        )
      );
  }
}

/** True when `type` is an action type the engine knows (own keys only: never `toString` …). */
export function isActionType(type: unknown): type is ActionType {
  return typeof type === 'string' && Object.hasOwn(FIELDS, type);
}

/**
 * Refusal when the action's fields are missing, of the wrong type or unknown, else null. Unknown
 * fields are refused rather than ignored (issue 19): a saved or scripted action means exactly what
 * it says, and a field the engine would silently drop is a mistake to report. A field whose value
 * is `undefined` counts as absent (JSON drops it too).
 */
export function shapeRefusal(action: Action): Refusal | null {
  if (!isActionType(action.type))
    return { ruleId: 'ENGINE-ACTION', message: `Unknown action type "${String(action.type)}".` };
  const fields = FIELDS[action.type];
  const record = action as unknown as Record<string, unknown>;
  if (typeof record.player !== 'number' || !Number.isInteger(record.player))
    return { ruleId: 'ENGINE-ACTION', message: `Action "${action.type}" needs a player number.` };
  for (const name of Object.keys(record))
    if (
      name !== 'type' &&
      name !== 'player' &&
      record[name] !== undefined &&
      !Object.hasOwn(fields, name)
    )
      return {
        ruleId: 'ENGINE-ACTION',
        message: `Action "${action.type}" has no field "${name}".`,
      };
  for (const [name, field] of Object.entries(fields)) {
    const optional = field.endsWith('?');
    const kind = (optional ? field.slice(0, -1) : field) as Kind;
    const v = record[name];
    if (v === undefined && optional) continue;
    if (!fits(v, kind))
      return {
        ruleId: 'ENGINE-ACTION',
        message: `Action "${action.type}" needs the field "${name}" (${kind}).`,
      };
  }
  for (const [name, allowed] of Object.entries(ENUMS[action.type] ?? {})) {
    const v = record[name];
    if (v !== undefined && !allowed.includes(v as string))
      return {
        ruleId: 'ENGINE-ACTION',
        message: `Action "${action.type}": "${name}" is one of ${allowed.join(', ')}, not ${JSON.stringify(v)}.`,
      };
  }
  return null;
}
