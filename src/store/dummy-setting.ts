// "The dummy plays itself" (SCEN-DUMMY): a player setting, on by default and remembered in
// localStorage. When on, the dummy player's turns are played without a click (ui/play/dummy-driver.ts).
import { create } from 'zustand';

export const DUMMY_AUTO_KEY = 'mk.dummyAuto';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadDummyAuto(): boolean {
  try {
    return storage()?.getItem(DUMMY_AUTO_KEY) !== 'off';
  } catch {
    return true;
  }
}

interface DummySetting {
  auto: boolean;
  setAuto: (on: boolean) => void;
}

export const useDummyAuto = create<DummySetting>()((set) => ({
  auto: loadDummyAuto(),
  setAuto: (on) => {
    try {
      storage()?.setItem(DUMMY_AUTO_KEY, on ? 'on' : 'off');
    } catch {
      // storage full or blocked: the setting holds for this visit
    }
    set({ auto: on });
  },
}));
