// Seed search for the tutorial (src/ui/tutorial/steps.ts): runs createGame for First
// Reconnaissance over seeds and heroes and lists those whose weak rampaging orcs (Prowlers or
// Diggers) stand at 3,-3 next to the village 2,-3, whose first hand holds Crystallize and March
// and whose Source has a green die (Crystallize paid with it makes the crystal that pays March's
// strong effect). Usage: npx tsx scripts/tutorial-seed.ts [maxSeed]. The tutorial uses 386/Tovak.
import { createGame } from '../src/engine';
import { HERO_IDS } from '../src/engine/meta';
for (let seed = 1; seed <= Number(process.argv[2] ?? 2000); seed++)
  for (const hero of HERO_IDS) {
    const s = createGame({
      scenario: 'first-reconnaissance',
      players: [{ hero, kind: 'human' }],
      seed,
    });
    const e = s.map.hexes['3,-3']!.enemies[0]!.id.split('#')[0]!;
    if (!['prowlers', 'diggers'].includes(e)) continue;
    const p = s.players[0]!;
    const n = (c: string) => c.split('#')[0]!;
    const hand = p.hand.map(n);
    if (!hand.includes('crystallize') || !hand.includes('march')) continue;
    if (!s.source.dice.some((d) => d.color === 'green')) continue;
    const units = s.offers.units.map(n);
    console.log(
      seed,
      hero,
      e,
      'hand',
      hand.join(','),
      '| deck',
      p.deck.slice(0, 8).map(n).join(','),
      '| units',
      units.join(','),
      '| dice',
      s.source.dice.map((d) => d.color).join(','),
    );
  }
