// Player settings kept on this device (localStorage), apart from any saved game: motion on/off,
// whether the dummy plays itself and which side panels are collapsed. New entries: add a field with its default to SETTINGS_DEFAULTS
// (a stored value of another type falls back to the default) and a row to the Settings menu
// (src/ui/settings/SettingsMenu.tsx).

export interface Settings {
  /** Animations on the map and in the panels (also off when the system asks for reduced motion). */
  motion: boolean;
  /** The dummy player's turns are played without a click (SCEN-DUMMY-3; ui/play/dummy-driver.ts). */
  dummyAuto: boolean;
  /** Side panels the player collapsed (panel id → collapsed); absent ids use the panel default. */
  panels: Record<string, boolean>;
}

export const SETTINGS_DEFAULTS: Settings = { motion: true, dummyAuto: true, panels: {} };

const KEY = 'mk.settings.v1';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadSettings(): Settings {
  const out: Settings = { ...SETTINGS_DEFAULTS, panels: {} };
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return out;
    const data = JSON.parse(raw) as Record<string, unknown>;
    const o = out as unknown as Record<string, unknown>;
    for (const [k, def] of Object.entries(SETTINGS_DEFAULTS))
      if (typeof data[k] === typeof def && data[k] !== null) o[k] = data[k];
  } catch {
    // unreadable settings: the defaults
  }
  return out;
}

export function saveSettings(s: Settings): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(s));
  } catch {
    // storage full or blocked: the setting lasts for this session
  }
}

// ------------------------------------------------------------------ camera per saved game

const CAMERA_KEY = 'mk.camera.v1';
/** Cameras of this many games at most (the most recently used). */
const CAMERA_GAMES = 20;

export interface SavedCamera {
  x: number;
  y: number;
  scale: number;
}

function cameras(): [string, SavedCamera][] {
  try {
    const raw = storage()?.getItem(CAMERA_KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? (list as [string, SavedCamera][]) : [];
  } catch {
    return [];
  }
}

/** The zoom and position last used in the saved game `id`, if any. */
export function loadCamera(id: string): SavedCamera | null {
  const hit = cameras().find(([k]) => k === id)?.[1];
  if (!hit || ![hit.x, hit.y, hit.scale].every((n) => typeof n === 'number' && isFinite(n)))
    return null;
  return hit;
}

export function saveCamera(id: string, cam: SavedCamera): void {
  const list = cameras().filter(([k]) => k !== id);
  list.unshift([id, { x: Math.round(cam.x), y: Math.round(cam.y), scale: cam.scale }]);
  try {
    storage()?.setItem(CAMERA_KEY, JSON.stringify(list.slice(0, CAMERA_GAMES)));
  } catch {
    // no room: the camera is not kept
  }
}
