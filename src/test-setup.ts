// Vitest setup: the app loads the rules engine on demand (src/store/engine-loader.ts); unit tests
// get it up front, as the game screen would find it.
import * as engineModule from './engine';
import { provideEngine } from './store/engine-loader';

provideEngine(engineModule);
