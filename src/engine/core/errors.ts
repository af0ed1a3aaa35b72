// RuleError: an illegal action is refused with the rule it breaks (STYLE.md "Every refusal says why").

/** A refusal as data: the rule an illegal action breaks and why (the `check` answer of an action). */
export interface Refusal {
  ruleId: string;
  message: string;
}

export class RuleError extends Error {
  readonly ruleId: string;
  constructor(ruleId: string, message: string) {
    super(`${ruleId}: ${message}`);
    this.name = 'RuleError';
    this.ruleId = ruleId;
  }
}

export function isRuleError(e: unknown): e is RuleError {
  return e instanceof RuleError;
}

/** Throw a RuleError unless `cond` holds. */
export function require(cond: unknown, ruleId: string, message: string): asserts cond {
  if (!cond) throw new RuleError(ruleId, message);
}
