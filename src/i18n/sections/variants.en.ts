// English names and descriptions of the game variants (§14) and team play (§13.5) the start screen
// offers (engine VARIANTS; merged into ../en.ts). Keys: variant.<id>.name / variant.<id>.desc.
export const variantsEn = {
  'variant.no-interactive-spells.name': 'No interactive spells',
  'variant.no-interactive-spells.desc':
    'VAR-NICE-1: Mana Meltdown, Mana Claim, Mind Read and Energy Flow are left out of the Spell deck.',
  'variant.no-interactive-skills.name': 'No interactive skills',
  'variant.no-interactive-skills.desc':
    'VAR-NICE-2: the skill tokens that affect other players are left out of the skill piles.',
  'variant.no-pvp.name': 'No player-versus-player combat',
  'variant.no-pvp.desc':
    'VAR-NICE-3: heroes may not attack each other; ending the move on another hero (not in a city or on the portal) means a forced withdrawal.',
  'variant.friendly-mana.name': 'Friendly mana',
  'variant.friendly-mana.desc':
    'VAR-NICE-4: by Day a gold die may not replace a colour still lying unused in the Source, and may not be rerolled or changed while another, non-gold die is there.',
  'variant.allow-pvp.name': 'Allow player-versus-player combat',
  'variant.allow-pvp.desc':
    'SCEN-RECON-4b: in First Reconnaissance heroes normally may not attack each other.',
  'variant.coop-assault.name': 'Cooperative city assaults',
  'variant.coop-assault.desc':
    'COOP-1: heroes next to a city may assault it together and share its defenders (recommended for teams, SCEN-TEAM-5).',
  'variant.night-arrival.name': 'Night arrival',
  'variant.night-arrival.desc':
    'VAR-TIME-1: the game starts with a Night round; the mana dice are rerolled until no gold or black is left in the Source.',
  'variant.darkness-is-coming.name': 'Darkness is coming',
  'variant.darkness-is-coming.desc':
    'VAR-TIME-2: Day follows Day; at the end of each Day two mana dice are rolled, and on black Night falls for the rest of the game.',
  'variant.rampage.name': 'Rampage!',
  'variant.rampage.desc':
    'VAR-RAMPAGE-1–3: heroes start at Reputation −2. After each Day (red, green, gold) or Night (white, blue, black) a die per emptied orc or draconum space may bring a new enemy — with a brown one on gold or black.',
  'variant.more-rampage.name': 'More Rampage!',
  'variant.more-rampage.desc':
    'VAR-RAMPAGE-4: heroes start at Reputation −4; after every Day and Night each emptied rampaging space gets a new enemy, plus a brown one on a warm (Day) or cold (Night) colour.',
  'variant.random-tile-orientation.name': 'Random tile orientation',
  'variant.random-tile-orientation.desc':
    'VAR-MAP-2: every tile revealed (not the starting tile) is turned at random.',
  'variant.random-cities.name': 'Random cities',
  'variant.random-cities.desc':
    'VAR-MAP-3: whenever a city is revealed a random city card decides which city stands there.',
  'variant.interactive-combat.name': 'Interactive combat',
  'variant.interactive-combat.desc':
    'VAR-INTCOMBAT: when a hero fights a single enemy, the player before them secretly sets a die — white: Armor +1 against ranged attacks, red: Attack +1, blue: Armor +1 in the Attack phase, each worth 1 Fame more.',
  'variant.action-upgrades.name': 'Action upgrades',
  'variant.action-upgrades.desc':
    'VAR-DECK-1: at the end of each Night but the last, players + 1 Advanced Actions are revealed; from the weakest deck up each player may swap one for a matching Action card.',
  'variant.drafting.name': 'Drafting at the start',
  'variant.drafting.desc':
    'VAR-DECK-2: before the first tactics each player drafts 3 of the Advanced Actions passed around; at the end of each Day one of them joins the deck.',
  'variant.megapolis.name': 'Megapolis',
  'variant.megapolis.desc':
    'VAR-MEGA: the last city revealed is joined by a second, random city on the space to its right — one big city of the chosen level (2–24) with both cities’ defender bonuses and shops.',
  'variant.two-megapolises.name': 'Two Megapolises',
  'variant.two-megapolises.desc':
    'VAR-MEGA-8: both city tiles hold a Megapolis of the chosen level — a random second city joins the first city revealed, the other two cities stand on the second city tile. With 4 players only in Full Conquest with team play (SCEN-FULL-CONQ-5): only 2 city Core tiles come into the game.',
  'variant.hero-auction.name': 'Hero auction',
  'variant.hero-auction.desc':
    'VAR-AUCTION: the heroes were auctioned before the game; each player starts owing the Fame they bid, and the first tactics are chosen in reverse hero-choice order.',
  'variant.team-play.name': 'Team play',
  'variant.team-play.desc':
    'SCEN-TEAM: two teams of two. Allies do not fight or stay on one space, may use each other’s keeps, are spared by each other’s interactive skills, and score together.',
  'variant.team-two-cities.name': 'Only two cities (teams)',
  'variant.team-two-cities.desc':
    'SCEN-FULL-CONQ-5: for cooperative assaults the map has only 2 city Core tiles instead of 4 (the non-city Core tiles stay), and both cities have level 10 or higher. Needs team play.',
  'variant.druid-more-competition.name': 'More competition',
  'variant.druid-more-competition.desc':
    'SCEN-DRUID-7a: a glade holds only 1 shield (2 players) or 2 shields (3–4 players); activating a full glade replaces another player’s shield (your choice) with yours.',
  'variant.druid-epic.name': 'Epic Druid Nights',
  'variant.druid-epic.desc':
    'SCEN-DRUID-7b: 3 Days and 3 Nights with all Countryside tiles and all non-city Core tiles; the shields also leave the glades after the second Night, and in the third Night each marked glade summons a brown and a red enemy for 3 crystals per pair.',
} as const;
