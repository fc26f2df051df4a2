import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * SPEC §2's second progress bar: #29D, 3 px, starting at 0.3 of the width, staying 200 ms after
 * loading stops. It shows while code or translations load outside a route change (the first paint,
 * a language switched to, a namespace used for the first time), where the route bar cannot.
 */
export const LOAD_BAR_COLOUR = '#29D';
export const LOAD_BAR_HEIGHT_PX = 3;
export const LOAD_BAR_START = 0.3;
export const LOAD_BAR_STOP_DELAY_MS = 200;

/** How many things are loading now: each mounted <LoadingSignal /> counts one. */
export function createLoadingCounter() {
  let count = 0;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    start: () => {
      count += 1;
      emit();
    },
    stop: () => {
      count = Math.max(0, count - 1);
      emit();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => count,
  };
}

export type LoadingCounter = ReturnType<typeof createLoadingCounter>;
export const appLoading = createLoadingCounter();

/** A Suspense fallback that draws nothing itself and makes the load bar show while it is mounted. */
export function LoadingSignal({ counter = appLoading }: { counter?: LoadingCounter }) {
  useEffect(() => {
    counter.start();
    return counter.stop;
  }, [counter]);
  return null;
}

type Phase = 'idle' | 'loading' | 'done';

/** The bar itself; decorative (the page's own loading states speak to screen readers). */
export function LoadBar({ counter = appLoading }: { counter?: LoadingCounter }) {
  const loading = useSyncExternalStore(counter.subscribe, counter.getSnapshot) > 0;
  const [phase, setPhase] = useState<Phase>(loading ? 'loading' : 'idle');

  useEffect(() => {
    if (loading) {
      setPhase('loading');
      return;
    }
    setPhase((current) => (current === 'loading' ? 'done' : current));
    const timer = setTimeout(() => setPhase('idle'), LOAD_BAR_STOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  if (phase === 'idle') return null;
  return (
    <div
      aria-hidden="true"
      data-testid="load-bar"
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[61]"
      style={{ height: LOAD_BAR_HEIGHT_PX }}
    >
      <div
        className="h-full origin-left transition-transform duration-200 ease-out motion-safe:animate-pulse"
        style={{
          backgroundColor: LOAD_BAR_COLOUR,
          transform: `scaleX(${phase === 'done' ? 1 : LOAD_BAR_START})`,
        }}
      />
    </div>
  );
}
