import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

const PRINT_ONLY_CLASS = 'print-only';

// Inline, so it prints without the network. The rest of the page is made invisible and flat rather than removed
// (display: none): an open dialog (Headless UI) closes itself when its panel's box vanishes, and would on printing.
const printOnlyCss = `.${PRINT_ONLY_CLASS} { display: none; }
@media print {
  body > *:not(.${PRINT_ONLY_CLASS}) { height: 0 !important; min-height: 0 !important; overflow: hidden !important; }
  body > *:not(.${PRINT_ONLY_CLASS}), body > *:not(.${PRINT_ONLY_CLASS}) * { visibility: hidden !important; }
  .${PRINT_ONLY_CLASS} { display: block; }
}`;

/**
 * What goes on paper instead of the page, e.g. a receipt printed from a dialog: hidden on screen (and from assistive
 * technology, which reads the screen), the only thing printed while it is rendered.
 */
export function PrintOnly({ children }: { children: ReactNode }) {
  return createPortal(
    <div className={PRINT_ONLY_CLASS} data-testid="print-only">
      <style>{printOnlyCss}</style>
      {children}
    </div>,
    document.body,
  );
}
