// Copies of the state's largest objects by object literal (issue 15). applyAction copies the
// state's root, a player, the turn, the round and the combat one level deep on almost every action.
// A spread of a frozen object (every state object is frozen) takes V8's slow path — about 0.1 µs a
// key, 2–3 µs for the root or a player — while an object literal of the same keys costs a tenth of
// that, freezes cheaply and gives every copy the same hidden class (so reads of it stay
// monomorphic). A literal fixes the key order, so it is used only when the object's own keys are
// exactly the literal's, in the same order (the copy must be the same JSON, key order included);
// any other object (another scenario's or variant's extra keys, an older save) gets null, and the
// caller spreads it as before.
type Obj = Record<string, unknown>;

function hasKeys(o: Obj, keys: readonly string[]): boolean {
  const n = keys.length;
  let i = 0;
  for (const k in o) {
    // (i < n first: a read past the end of the list would deoptimise the caller)
    if (i >= n || k !== keys[i]) return false;
    i++;
  }
  return i === n;
}

// prettier-ignore
const ROOT = ['version', 'setup', 'rng', 'nextSerial', 'players', 'round', 'turn', 'combat', 'pending', 'map', 'cities', 'tileDeck', 'tilesAside', 'source', 'offers', 'decks', 'woundPile', 'enemyPiles', 'ruinsPile', 'removed', 'tacticsRemoved', 'stats', 'gameOver'];
const root = (s: Obj): Obj => ({
  version: s.version,
  setup: s.setup,
  rng: s.rng,
  nextSerial: s.nextSerial,
  players: s.players,
  round: s.round,
  turn: s.turn,
  combat: s.combat,
  pending: s.pending,
  map: s.map,
  cities: s.cities,
  tileDeck: s.tileDeck,
  tilesAside: s.tilesAside,
  source: s.source,
  offers: s.offers,
  decks: s.decks,
  woundPile: s.woundPile,
  enemyPiles: s.enemyPiles,
  ruinsPile: s.ruinsPile,
  removed: s.removed,
  tacticsRemoved: s.tacticsRemoved,
  stats: s.stats,
  gameOver: s.gameOver,
});

// prettier-ignore
const PLAYER = ['id', 'hero', 'kind', 'fame', 'reputation', 'level', 'position', 'deck', 'hand', 'discard', 'crystals', 'units', 'extraCommandTokens', 'skills', 'skillPile', 'tactic', 'tacticFlipped', 'tacticData', 'orderTokenFlipped', 'nextDrawBonus'];
const PLAYER_SKILLDATA = [...PLAYER, 'skillData'];
const player = (p: Obj): Obj => ({
  id: p.id,
  hero: p.hero,
  kind: p.kind,
  fame: p.fame,
  reputation: p.reputation,
  level: p.level,
  position: p.position,
  deck: p.deck,
  hand: p.hand,
  discard: p.discard,
  crystals: p.crystals,
  units: p.units,
  extraCommandTokens: p.extraCommandTokens,
  skills: p.skills,
  skillPile: p.skillPile,
  tactic: p.tactic,
  tacticFlipped: p.tacticFlipped,
  tacticData: p.tacticData,
  orderTokenFlipped: p.orderTokenFlipped,
  nextDrawBonus: p.nextDrawBonus,
});
// (a player with skill data: the same literal, its one extra key added last, as in its own order)
const playerSkillData = (p: Obj): Obj => {
  const o = player(p);
  o.skillData = p.skillData;
  return o;
};

// prettier-ignore
const TURN = ['player', 'phase', 'rested', 'action', 'movePoints', 'influencePoints', 'healPoints', 'played', 'manaTokens', 'diceUsed', 'diceAllowed', 'modifiers', 'path', 'moved', 'cardPlayedOrDiscarded', 'startedWithEmptyHand', 'endOfTurnReputation', 'endOfTurnFame', 'rewards', 'interaction', 'assaultFrom', 'levelAtStart', 'deckEmptyAtStart', 'endStep', 'forfeited', 'triggers', 'flags'];
const turn = (t: Obj): Obj => ({
  player: t.player,
  phase: t.phase,
  rested: t.rested,
  action: t.action,
  movePoints: t.movePoints,
  influencePoints: t.influencePoints,
  healPoints: t.healPoints,
  played: t.played,
  manaTokens: t.manaTokens,
  diceUsed: t.diceUsed,
  diceAllowed: t.diceAllowed,
  modifiers: t.modifiers,
  path: t.path,
  moved: t.moved,
  cardPlayedOrDiscarded: t.cardPlayedOrDiscarded,
  startedWithEmptyHand: t.startedWithEmptyHand,
  endOfTurnReputation: t.endOfTurnReputation,
  endOfTurnFame: t.endOfTurnFame,
  rewards: t.rewards,
  interaction: t.interaction,
  assaultFrom: t.assaultFrom,
  levelAtStart: t.levelAtStart,
  deckEmptyAtStart: t.deckEmptyAtStart,
  endStep: t.endStep,
  forfeited: t.forfeited,
  triggers: t.triggers,
  flags: t.flags,
});

// prettier-ignore
const ROUND = ['number', 'time', 'phase', 'order', 'current', 'tacticsOffer', 'tacticPicker', 'endAnnouncedBy', 'lastTurnsLeft', 'finalTurnsLeft', 'endTriggeredBy'];
const round = (r: Obj): Obj => ({
  number: r.number,
  time: r.time,
  phase: r.phase,
  order: r.order,
  current: r.current,
  tacticsOffer: r.tacticsOffer,
  tacticPicker: r.tacticPicker,
  endAnnouncedBy: r.endAnnouncedBy,
  lastTurnsLeft: r.lastTurnsLeft,
  finalTurnsLeft: r.finalTurnsLeft,
  endTriggeredBy: r.endTriggeredBy,
});

// prettier-ignore
const COMBAT = ['phase', 'kind', 'hex', 'site', 'cityColor', 'enemies', 'attack', 'block', 'nightRules', 'unitsAllowed', 'allowedUnits', 'woundsThisCombat', 'knockedOut', 'unitsAbsorbed', 'fameGained', 'challengeable', 'defendUsed'];
const combat = (c: Obj): Obj => ({
  phase: c.phase,
  kind: c.kind,
  hex: c.hex,
  site: c.site,
  cityColor: c.cityColor,
  enemies: c.enemies,
  attack: c.attack,
  block: c.block,
  nightRules: c.nightRules,
  unitsAllowed: c.unitsAllowed,
  allowedUnits: c.allowedUnits,
  woundsThisCombat: c.woundsThisCombat,
  knockedOut: c.knockedOut,
  unitsAbsorbed: c.unitsAbsorbed,
  fameGained: c.fameGained,
  challengeable: c.challengeable,
  defendUsed: c.defendUsed,
});

/**
 * A one-level copy of `o` by object literal when it is one of the state's large objects with its
 * keys in their usual order (the root, a player, the turn, the round, the combat); null otherwise.
 */
export function copyKnownShape(o: Obj): Obj | null {
  let first: string | undefined;
  for (const k in o) {
    first = k;
    break;
  }
  switch (first) {
    case 'version':
      return hasKeys(o, ROOT) ? root(o) : null;
    case 'id':
      if (hasKeys(o, PLAYER_SKILLDATA)) return playerSkillData(o);
      return hasKeys(o, PLAYER) ? player(o) : null;
    case 'player':
      return hasKeys(o, TURN) ? turn(o) : null;
    case 'number':
      return hasKeys(o, ROUND) ? round(o) : null;
    case 'phase':
      return hasKeys(o, COMBAT) ? combat(o) : null;
    default:
      return null;
  }
}
