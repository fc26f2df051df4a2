import { useEffect, useRef } from 'react';
import { type SessionChange, sessionChangeOf } from '../features/shell/rules/session-change.ts';

/**
 * Calls `onChange` when another tab of this browser signs out, signs in to another account or switches shop
 * (features/shell/rules/session-change.ts). Local storage is shared by the tabs and read by every request, so a tab
 * that ignored it would show one account while acting as another.
 */
export function useSessionChanges(onChange: (change: SessionChange) => void): void {
  // The frame passes a new callback on each render: a ref keeps the listener in place.
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const listener = (event: StorageEvent) => {
      if (event.storageArea !== localStorage) return;
      const change = sessionChangeOf(event.key, event.oldValue, event.newValue);
      if (change) latest.current(change);
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }, []);
}
