// The scenario's two explaining lines on the start screen: players and length (from the engine's
// scenario definition) and its goal (from the dictionaries).
import type { ScenarioId } from '../../engine/meta';
import type { Translator } from '../../i18n';
import { clampPlayers, daysAndNights, roundGroups, roundsFor, scenarioFacts } from './options';

export function playersText(id: ScenarioId, t: Translator): string {
  const d = scenarioFacts(id);
  if (d.maxPlayers === 1) return t('scen.players.solo');
  if (d.minPlayers === d.maxPlayers) return t('scen.players.exact', { n: d.minPlayers });
  return t('scen.players.range', { min: d.minPlayers, max: d.maxPlayers });
}

export function lengthText(rounds: number, t: Translator): string {
  const { days, nights } = daysAndNights(rounds);
  return t('scen.length', {
    n: rounds,
    days: t.plural('scen.days', days),
    nights: t.plural('scen.nights', nights),
  });
}

/** Players and length; where the length depends on the player count, for `players` of them. */
export function factsLine(id: ScenarioId, players: number, t: Translator): string {
  const groups = roundGroups(id);
  const n = clampPlayers(id, players);
  const rounds = roundsFor(id, n);
  const length =
    groups.length > 1
      ? t('scen.lengthFor', {
          length: lengthText(rounds, t),
          players: t.plural('scen.withPlayers', n),
        })
      : lengthText(rounds, t);
  return `${playersText(id, t)} · ${length}`;
}

export function goalLine(id: ScenarioId, t: Translator): string {
  return t(`scen.goal.${id}`);
}
