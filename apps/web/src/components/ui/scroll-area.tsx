import type { ReactNode } from 'react';

/**
 * A wide table on a phone scrolls sideways: the scrolling box is a labelled region that takes the
 * keyboard focus, so it can be scrolled with the arrow keys (WCAG 2.1.1) even with no control inside.
 */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className="overflow-x-auto rounded-lg">
      {children}
    </section>
  );
}

/** The Table's own box stops scrolling: the ScrollArea around it does. */
export const inScrollArea = 'overflow-x-visible!';
