import { useEffect, useRef } from 'react';

// Keys of the counter on a desk, with a keyboard and a USB scanner: the function keys, which a scanner
// never types (it types digits and Enter) and no text field needs, so they work from anywhere on the
// screen, the search box included.

export type PosAction = 'search' | 'charge' | 'hold' | 'held';

export const POS_SHORTCUTS: Record<PosAction, string> = {
  search: 'F2',
  charge: 'F4',
  hold: 'F8',
  held: 'F9',
};

const BY_KEY = new Map(Object.entries(POS_SHORTCUTS).map(([action, key]) => [key, action as PosAction]));

/** The action a key press asks for; none with a modifier held (the browser's own F-key combinations). */
export function posActionOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey'>,
) {
  if (event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return null;
  return BY_KEY.get(event.key) ?? null;
}

/**
 * Calls the handler of each shortcut pressed on the page; an action without a handler (e.g. charging an
 * empty basket) does nothing. Nothing happens while a dialog is open: its own keys are its own.
 */
export function usePosShortcuts(handlers: Partial<Record<PosAction, () => void>>) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = posActionOf(event);
      if (!action || event.repeat) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const handler = latest.current[action];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
