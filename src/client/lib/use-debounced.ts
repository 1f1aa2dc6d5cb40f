// A value that follows its input after `ms` without a change: one request or render per
// pause in typing, not one per keystroke (search boxes, previews, checks). An object is
// compared by its content, so one rebuilt on every render does not restart the wait.
import { useEffect, useState } from "react";

export function useDebounced<T>(value: T, ms = 250): T {
  const [debounced, setDebounced] = useState(value);
  const key = typeof value === "object" && value !== null ? JSON.stringify(value) : value;
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, not identity
  }, [key, ms]);
  return debounced;
}
