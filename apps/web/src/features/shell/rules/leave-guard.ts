import { useEffect } from 'react';

/** SPEC §2: unsaved work lives on these path segments. */
const GUARDED_SEGMENTS = new Set(['edit', 'create']);

/** Whether leaving this path asks for confirmation: one of its segments is `edit` or `create`. */
export function needsLeaveGuard(pathname: string): boolean {
  return pathname.split('/').some((segment) => GUARDED_SEGMENTS.has(segment));
}

function confirmLeave(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Browsers older than Chrome 119 show the dialog only when returnValue is set.
  event.returnValue = '';
}

/** Adds the browser's leave-page confirmation while the path needs it (SPEC §2). */
export function useLeaveGuard(pathname: string): void {
  const guarded = needsLeaveGuard(pathname);
  useEffect(() => {
    if (!guarded) return;
    window.addEventListener('beforeunload', confirmLeave);
    return () => window.removeEventListener('beforeunload', confirmLeave);
  }, [guarded]);
}
