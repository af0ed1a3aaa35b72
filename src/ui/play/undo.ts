// Words for "why can't I undo?" (UNDO-2), from the store's last checkpoint.
import { isKey, type Translator } from '../../i18n';
import type { CheckpointInfo } from '../../store';

/** Why undo is impossible now (null when it is possible). */
export function undoBlockedText(
  historyLength: number,
  checkpoint: CheckpointInfo | null,
  t: Translator,
  ownStep = true,
): string | null {
  if (historyLength > 0 && ownStep) return null;
  if (historyLength > 0) return t('play.undo.blocked', { why: t('play.undo.why.other-player') });
  if (!checkpoint) return t('play.undo.nothing');
  if (checkpoint.turnStart) return t('play.undo.turnStart');
  const k = `play.undo.why.${checkpoint.reason}`;
  const why = isKey(k) ? t(k) : t('play.undo.why.unknown');
  return t('play.undo.blocked', { why });
}
