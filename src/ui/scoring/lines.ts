// Words for the engine's score lines (state.gameOver.scores[].lines): a name, a short explanation
// of the rule and the rule's id in the rules digest (SCEN-SCORE-1 …, the scenario's own ids). The
// points are the engine's; nothing is computed here.
import { type GameOver, scenarioDef, type ScenarioId, type ScoreSheet } from '../../engine';
import { isKey, type Translator } from '../../i18n';
import { prettyId } from '../names';

const ACHIEVEMENT_RULES: Record<string, string> = {
  'greatest-knowledge': 'SCEN-SCORE-1',
  'greatest-loot': 'SCEN-SCORE-2',
  'greatest-leader': 'SCEN-SCORE-3',
  'greatest-conqueror': 'SCEN-SCORE-4',
  'greatest-adventurer': 'SCEN-SCORE-5',
  'greatest-beating': 'SCEN-SCORE-6',
};

/** Blitz Cooperation plays by Full Cooperation's scoring (SCEN-BLITZ-COOP-1). */
const COOP_LINES: Record<string, string> = {
  'lowest-fame': 'SCEN-FULL-COOP-6a',
  'cities-conquered': 'SCEN-FULL-COOP-6b',
  'every-player-leads': 'SCEN-FULL-COOP-6c',
  'all-cities': 'SCEN-FULL-COOP-6d',
  'rounds-saved': 'SCEN-FULL-COOP-6e',
  'dummy-deck': 'SCEN-FULL-COOP-6f',
  'round-not-announced': 'SCEN-FULL-COOP-6g',
};

const SOLO_LINES: Record<string, string> = {
  fame: 'SCEN-SOLO-CONQ-9a',
  'cities-conquered': 'SCEN-SOLO-CONQ-9b',
  'all-cities': 'SCEN-SOLO-CONQ-9c',
  'rounds-saved': 'SCEN-SOLO-CONQ-9d',
  'dummy-deck': 'SCEN-SOLO-CONQ-9e',
  'round-not-announced': 'SCEN-SOLO-CONQ-9f',
};

/** The scenario's scoring rule, where the base Fame comes from. */
const SCORING_RULE: Record<ScenarioId, string> = {
  'first-reconnaissance': 'SCEN-RECON-6',
  'full-conquest': 'SCEN-FULL-CONQ-4',
  'blitz-conquest': 'SCEN-BLITZ-CONQ-4',
  'solo-conquest': 'SCEN-SOLO-CONQ-9a',
  'full-cooperation': 'SCEN-FULL-COOP-6a',
  'blitz-cooperation': 'SCEN-FULL-COOP-6a',
  'mines-liberation': 'SCEN-MINES-6',
  'druid-nights': 'SCEN-DRUID-6',
  'dungeon-lords': 'SCEN-DUNGEON-6',
  'conquer-and-hold': 'SCEN-HOLD-13',
  'only-one-returns': 'SCEN-RETURN-3',
};

const OTHER_LINES: Record<string, string> = {
  'lowest-fame': 'SCEN-TEAM-9a',
  'chosen-returned': 'SCEN-RETURN-5',
  'city-conquests': 'SCEN-FULL-CONQ-4a/4b',
  'title-city-conqueror': 'SCEN-FULL-CONQ-4c',
  'mines-liberated': 'SCEN-MINES-6a',
  'title-greatest-liberator': 'SCEN-MINES-6b',
  'title-greatest-dungeon-crawler': 'SCEN-DUNGEON-6b',
  'keeps-held': 'SCEN-HOLD-13',
  'towers-held': 'SCEN-HOLD-13',
  'returned-home': 'SCEN-RETURN-3',
};

function isCooperative(scenario: ScenarioId): boolean {
  try {
    return scenarioDef(scenario).cooperative;
  } catch {
    return false;
  }
}

/**
 * The rule id(s) behind a score line in this scenario (`teams`: a game of two teams, whose
 * categories count the better member, SCEN-TEAM-9b, and whose titles compare teams, 9c).
 */
export function lineRule(scenario: ScenarioId, id: string, teams = false): string {
  const coop = isCooperative(scenario);
  if (scenario === 'solo-conquest' && SOLO_LINES[id]) return SOLO_LINES[id];
  if (coop && COOP_LINES[id]) return COOP_LINES[id];
  if (id === 'fame') return SCORING_RULE[scenario] ?? 'SCEN-SCORE';
  const base = id.startsWith('title-') ? id.slice('title-'.length) : id;
  const ach = ACHIEVEMENT_RULES[base];
  if (ach) {
    const extra =
      teams && id.startsWith('title-')
        ? 'SCEN-TEAM-9c'
        : coop || teams
          ? 'SCEN-TEAM-9b'
          : scenario === 'dungeon-lords' && base === 'greatest-adventurer'
            ? 'SCEN-DUNGEON-6a'
            : null;
    return extra ? `${ach} · ${extra}` : ach;
  }
  const other = OTHER_LINES[id];
  if (other && teams && id === 'city-conquests') return `${other} · SCEN-TEAM-9b`;
  return other ?? SCORING_RULE[scenario] ?? 'SCEN-SCORE';
}

export function lineLabel(id: string, t: Translator): string {
  const k = `score.line.${id}`;
  return isKey(k) ? t(k) : prettyId(id);
}

/** A short explanation of the rule, in the scenario's own words where it differs. */
export function lineWhy(scenario: ScenarioId, id: string, t: Translator, teams = false): string {
  const own = `score.why.${id}.${scenario}`;
  const k = isKey(own) ? own : `score.why.${id}`;
  const text = isKey(k) ? t(k) : '';
  if ((teams || isCooperative(scenario)) && ACHIEVEMENT_RULES[id])
    return `${text} ${t(id === 'greatest-beating' ? 'score.why.teamWorst' : 'score.why.teamBest')}`;
  return text;
}

export function isTitleLine(id: string): boolean {
  return id.startsWith('title-');
}

/** Every line id of the sheets, in the engine's order (titles follow their category). */
export function lineIds(sheets: readonly ScoreSheet[]): string[] {
  const out: string[] = [];
  for (const s of sheets) {
    let at = 0;
    for (const l of s.lines) {
      const i = out.indexOf(l.id);
      if (i >= 0) at = i + 1;
      else out.splice(at++, 0, l.id);
    }
  }
  return out;
}

/** "2 cities", "3 keeps" from a line's detail, where the engine gives one. */
export function lineDetail(
  detail: Record<string, number> | undefined,
  t: Translator,
  /** A player's name (for details naming a player, e.g. the Chosen One). */
  player: (id: number) => string = String,
): string | null {
  if (!detail) return null;
  const parts: string[] = [];
  for (const [k, n] of Object.entries(detail)) {
    if (k === 'chosen') {
      if (n >= 0) parts.push(t('score.detail.chosen', { hero: player(n) }));
      continue;
    }
    const key = `score.detail.${k}`;
    if (k === 'cities' || k === 'keeps' || k === 'towers')
      parts.push(t.plural(key as 'score.detail.cities', n));
    else parts.push(`${prettyId(k)} ${n}`);
  }
  return parts.length > 0 ? parts.join(', ') : null;
}

/** "Goldyx and Norowas", "Arythea, Goldyx and Norowas" (one name alone as it is). */
export function andList(items: readonly string[], t: Translator): string {
  const last = items[items.length - 1];
  if (items.length < 2 || last === undefined) return items[0] ?? '';
  return t('score.listAnd', { rest: items.slice(0, -1).join(', '), last });
}

/**
 * The winners' line. In a game of two teams (SCEN-TEAM-1: Full Conquest, Conquer and Hold, Only
 * One Returns for 4) the engine's winners are the members of the winning team: the line names the
 * team with its heroes ("Team 1 wins: Goldyx and Norowas"), or both teams when they tie.
 */
export function winnersLine(over: GameOver, name: (id: number) => string, t: Translator): string {
  const teams = over.scores.filter(
    (s) => s.player === 'team' && s.team !== undefined && (s.members?.length ?? 0) > 0,
  );
  const won = teams.filter((s) => (s.members ?? []).every((m) => over.winners.includes(m)));
  const covered = over.winners.every((w) => won.some((s) => s.members?.includes(w)));
  if (teams.length > 1 && won.length > 0 && covered) {
    const team = (s: ScoreSheet) => ({
      n: (s.team ?? 0) + 1,
      names: andList((s.members ?? []).map(name), t),
    });
    const [only] = won;
    if (won.length === 1 && only) return t('score.teamWins', team(only));
    return t('score.teamsShared', {
      teams: andList(
        won.map((s) => t('score.teamMembers', team(s))),
        t,
      ),
    });
  }
  return t(over.winners.length > 1 ? 'score.winnersShared' : 'score.winners', {
    names: over.winners.map(name).join(', '),
  });
}

export type Verdict = 'victory' | 'defeat' | 'tie' | 'over';

/**
 * The headline: solo and cooperative missions are won or lost as a whole (SCEN-SOLO-CONQ-9,
 * SCEN-FULL-COOP-6); a competitive game has winners, or a tie where nobody wins (SCEN-HOLD-13).
 */
export function verdictOf(
  scenario: ScenarioId,
  over: GameOver,
  realPlayers: number,
  /** The one human player against bots (their victory or defeat), else null. */
  soleHuman: number | null = null,
): Verdict {
  const mission = scenario === 'solo-conquest' || isCooperative(scenario);
  if (mission && over.victory !== undefined) return over.victory ? 'victory' : 'defeat';
  if (realPlayers === 1 && over.victory !== undefined) return over.victory ? 'victory' : 'defeat';
  if (over.winners.length === 0) return scenario === 'only-one-returns' ? 'defeat' : 'tie';
  if (soleHuman !== null && realPlayers > 1)
    return over.winners.includes(soleHuman) ? 'victory' : 'defeat';
  return 'over';
}

/**
 * The sentence about the scenario's goal (mission success or failure), where there is one.
 * `onPortal`: heroes standing on the portal at the end of Only One Returns (in its team variant a
 * hero there who is not a Chosen One wins nothing, SCEN-RETURN-5).
 */
export function missionLine(
  scenario: ScenarioId,
  over: GameOver,
  names: string,
  t: Translator,
  onPortal = '',
) {
  let end: string;
  try {
    end = scenarioDef(scenario).end;
  } catch {
    return null;
  }
  if (scenario === 'only-one-returns')
    return over.winners.length > 0
      ? t('score.verdict.return.win', { names })
      : onPortal
        ? t('score.verdict.return.notChosen', { names: onPortal })
        : t('score.verdict.return.lose');
  if (scenario === 'conquer-and-hold')
    return over.winners.length === 0 ? t('score.verdict.hold.tie') : null;
  if (over.victory === undefined) return null;
  if (end === 'all-cities-conquered')
    return t(over.victory ? 'score.verdict.cities.win' : 'score.verdict.cities.lose');
  if (end === 'all-mines-liberated')
    return t(over.victory ? 'score.verdict.mines.win' : 'score.verdict.mines.lose');
  if (end === 'all-dungeons-conquered')
    return t(over.victory ? 'score.verdict.dungeons.win' : 'score.verdict.dungeons.lose');
  return null;
}
