// playerView: the same state with hidden information removed (DESIGN.md). Hidden cards and tokens
// keep their count but lose their identity; face-down enemy tokens keep their pile colour.
import { produce } from 'immer';
import { enemyDef, tileDef } from '../content';
import type { GameState, MapEnemy, PlayerId } from '../state/types';
import { intCombatRevealed } from '../combat/intcombat';
import { SECRET_CHOICES } from '../choices/secret';
import { teamOf } from '../state/teams';

const hide = (ids: readonly string[], label = 'hidden'): string[] =>
  ids.map((_, i) => `${label}#${i}`);

function hideEnemy(m: MapEnemy, i: number): MapEnemy {
  if (m.faceUp) return m;
  return { id: `hidden-${enemyDef(m.id).color}#${i}`, faceUp: false };
}

export function playerView(state: GameState, viewer: PlayerId | null): GameState {
  return produce(state, (s) => {
    s.rng = [0, 0, 0, 0];
    for (const p of s.players) {
      p.deck = hide(p.deck);
      p.skillPile = hide(p.skillPile);
      if (p.id !== viewer) {
        p.hand = hide(p.hand);
        if (p.tacticData.stored) p.tacticData.stored = hide(p.tacticData.stored);
      }
    }
    s.tileDeck = s.tileDeck.map((t, i) => `hidden-${tileDef(t).kind}#${i}`);
    // Face-down tiles lying on the map (Conquer and Hold): only their back is known.
    if (s.map.hidden)
      s.map.hidden = s.map.hidden.map((t, i) => ({
        ...t,
        tile: `hidden-${tileDef(t.tile).kind}#${i}`,
      }));
    s.tilesAside = hide(s.tilesAside);
    s.decks.advancedActions = hide(s.decks.advancedActions);
    s.decks.spells = hide(s.decks.spells);
    s.decks.artifacts = hide(s.decks.artifacts);
    s.decks.regularUnits = hide(s.decks.regularUnits);
    s.decks.eliteUnits = hide(s.decks.eliteUnits);
    for (const pile of Object.values(s.enemyPiles)) pile.draw = hide(pile.draw);
    s.ruinsPile.draw = hide(s.ruinsPile.draw);
    for (const h of Object.values(s.map.hexes)) {
      h.enemies = h.enemies.map(hideEnemy);
      if (h.ruins && !h.ruins.faceUp) h.ruins = { id: 'hidden#0', faceUp: false };
    }
    for (const c of s.cities) c.garrison = c.garrison.map(hideEnemy);
    hideVariantSecrets(s, viewer);
  });
}

/**
 * Variants and team play: the other team's Chosen One (SCEN-RETURN-5), other players' draft hands
 * and drafted cards (VAR-DECK-2), the interactive-combat die until it is shown (VAR-INTCOMBAT-3),
 * and the options of other players' secret choices.
 */
function hideVariantSecrets(s: GameState, viewer: PlayerId | null): void {
  const v = s.variants;
  if (v?.chosen) {
    const mine = viewer === null ? null : teamOf(s, viewer);
    v.chosen = v.chosen.map((c, i) => (i === mine ? c : -1));
  }
  if (v?.drafted) v.drafted = v.drafted.map((list, i) => (i === viewer ? list : hide(list)));
  if (v?.draft) v.draft.hands = v.draft.hands.map((list, i) => (i === viewer ? list : hide(list)));
  const d = s.combat?.intCombat;
  if (s.combat && d && d.chooser !== viewer && !intCombatRevealed(s.combat)) d.color = null;
  for (const p of s.pending)
    if (SECRET_CHOICES.has(p.kind) && p.player !== viewer) p.options = hide(p.options);
}
