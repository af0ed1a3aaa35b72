// A docked side panel that the player can collapse to its title line (issue 16 part 1: the map is
// the table). The state is a device setting (settings.panels, kept in localStorage). A panel the
// current decision needs (`needed`: e.g. the hero's units and skills when one can be used) is
// shown expanded whatever the setting says, so nothing the game asks for is ever hidden.
import type { ReactNode } from 'react';
import { useGame } from '../../store';
import { useT } from '../hooks';

export function Dockable({
  id,
  title,
  collapsedByDefault = false,
  needed = false,
  children,
}: {
  id: string;
  /** The panel's name (for the toggle's label). */
  title: string;
  collapsedByDefault?: boolean;
  needed?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const stored = useGame((s) => s.ui.settings.panels[id]);
  const setSetting = useGame((s) => s.setSetting);
  const collapsed = !needed && (stored ?? collapsedByDefault);
  const toggle = () => {
    const panels = { ...useGame.getState().ui.settings.panels, [id]: !collapsed };
    setSetting('panels', panels);
  };
  return (
    <div
      className={`dockable${collapsed ? ' collapsed' : ''}`}
      data-dock={id}
      data-testid={`dock-${id}`}
      data-collapsed={collapsed ? 'true' : 'false'}
    >
      <button
        type="button"
        className="dock-toggle"
        onClick={toggle}
        aria-expanded={!collapsed}
        title={t(collapsed ? 'dock.expand' : 'dock.collapse', { panel: title })}
        aria-label={t(collapsed ? 'dock.expand' : 'dock.collapse', { panel: title })}
        data-testid={`dock-toggle-${id}`}
        disabled={needed}
      >
        <span aria-hidden>{collapsed ? '▸' : '▾'}</span>
      </button>
      {children}
    </div>
  );
}
