// `npm run gen:meta`: regenerate src/engine/meta-facts.ts (the light scenario facts the start
// screen reads) from the full scenario definitions.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { metaFactsSource } from '../src/engine/meta-build';

const file = fileURLToPath(new URL('../src/engine/meta-facts.ts', import.meta.url));
writeFileSync(file, metaFactsSource());
spawnSync('npx', ['prettier', '--write', file], { stdio: 'inherit' });
console.log(`wrote ${file}`);
