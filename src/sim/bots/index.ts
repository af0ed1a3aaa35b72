// Bots for simulations, the fuzzer and the UI's hint button.
import { createExpertBot } from './expert';
import { createGreedyBot } from './greedy';
import { createRandomBot } from './random';
import type { Bot, BotName } from './types';

export {
  suggestMove,
  suggestMoveWithReason,
  createGreedyBot,
  GREEDY_TURN_CAP,
  type SuggestReason,
} from './greedy';
export { createRandomBot, RANDOM_TURN_CAP } from './random';
export { createExpertBot, suggestExpertMoveWithReason } from './expert';
export { sampleWorld } from './expert/world';
export { BOT_NAMES, type Bot, type BotName } from './types';

export function createBot(name: BotName, seed: number): Bot {
  switch (name) {
    case 'random':
      return createRandomBot(seed);
    case 'greedy':
      return createGreedyBot(seed);
    case 'expert':
      return createExpertBot(seed);
  }
}
