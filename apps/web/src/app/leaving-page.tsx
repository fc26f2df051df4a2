import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * True while the router is on its way to another page (its code or data still loading). The page
 * being left stays on screen meanwhile; a tap on it then (a list filter, a row) would act on a page
 * the user already chose to leave and, for a filter, write its parameter onto the next address.
 * A change of the same page's query (search, filters, pager) is not leaving.
 */
export function useLeavingPage(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
}

/** Holds the current page inert (no focus, no taps, hidden from assistive tech) while it is being left. */
export function LeavingPageGuard({ children }: { children: ReactNode }) {
  const leaving = useLeavingPage();
  return (
    <div
      className="contents"
      inert={leaving}
      aria-busy={leaving || undefined}
      data-leaving={leaving || undefined}
    >
      {children}
    </div>
  );
}
