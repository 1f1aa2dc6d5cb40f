// The sidebar's collapsed state, remembered across visits (localStorage 'sidebar-collapsed-state').
import { useCallback, useState } from "react";
import { SIDEBAR } from "../../../shared/limits";

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR.storageKey) === "true";
  } catch {
    return false;
  }
}

export function useSidebarState() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((value) => {
      const next = !value;
      try {
        localStorage.setItem(SIDEBAR.storageKey, String(next));
      } catch {
        // Private mode: the state lasts for this visit only.
      }
      return next;
    });
  }, []);
  return { collapsed, toggle };
}
