// Test helper of the German scans (src/ui/german-scan.test.tsx, e2e/german-scan.spec.ts): the
// English words left in a text once the names that stay English (cards, units, enemies, skills,
// tactics — src/ui/names.ts) and rule ids (COMBAT-CITY-1, …) are cut out of it.
import { ALL_CARDS, ENEMIES, SKILLS, TACTICS, UNITS } from '../engine';

// Common English words of the interface. German words spelt the same (Hand, Block, Level, Mana,
// Portal, Dungeon, Deck, Mine, brutal, in, an, die, will, was…) are left out on purpose.
export const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  (
    'the your you and of or to with for from this that these are is not can cannot may each per ' +
    'once all any when if then has have been be on at by it its no yes card cards turn turns ' +
    'round rounds attack attacks move influence fame reputation discard enemy enemies unit ' +
    'units skill skills day night heal healing wound wounds damage ranged siege fire ice cold ' +
    'physical resistance resistances armor armour cost costs gain gains play played end pass ' +
    'choose confirm cancel back next ready spent wounded city cities village monastery keep tower ' +
    'offer offers spell spells action actions advanced artifact artifacts crystal crystals dice ' +
    'source score points victory defeat game player players hero heroes tactic tactics new save ' +
    'load undo none left take use used pay payment total bonus reward rewards rampaging fortified ' +
    'swift poison paralyze summon elusive withdraw retreat continue close open show hide map tile ' +
    'tiles space site sites ruins tomb glade explore recruit disband power strong basic ' +
    'effect effects sideways pts won lost draw true false'
  ).split(' '),
);

// Allow-list: the names that stay English (the content's own names), longest first so that
// "Cold Toughness" is cut before "Cold" (with the spells' strong-effect names: "Wings of Night");
// and the game's title.
const NAMES: readonly string[] = [...ALL_CARDS, ...UNITS, ...ENEMIES, ...SKILLS, ...TACTICS]
  .flatMap((d) => ('strongName' in d && d.strongName ? [d.name, d.strongName] : [d.name]))
  .concat(['Mage Knight'])
  .sort((a, b) => b.length - a.length);

/** The English words of `text` (lower case, each once), names and rule ids left out. */
export function englishWords(text: string): string[] {
  let rest = text;
  for (const n of NAMES) if (rest.includes(n)) rest = rest.split(n).join(' ');
  rest = rest.replace(/[A-Z][A-Z0-9]*(?:-[A-Za-z0-9.]+)+/g, ' ');
  const found = new Set<string>();
  for (const w of rest.split(/[^A-Za-zÄÖÜäöüß]+/)) {
    const lw = w.toLowerCase();
    if (ENGLISH_WORDS.has(lw)) found.add(lw);
  }
  return [...found];
}
