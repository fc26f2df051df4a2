import { useEffect } from 'react';

/**
 * Whether the page on screen holds work the user has not saved: leaving it inside the app then asks
 * first (LeaveConfirm). The browser's own confirmation on reload or closing the tab stays armed on
 * every edit and create path, as SPEC §2 words it (features/shell/rules/leave-guard.ts). By default a page counts as changed once the user edits one of its fields; a form that
 * can compare itself with what was saved says so itself (`useUnsavedWork`), which wins. A save or
 * a delete settles it, so the navigation that follows is never held.
 */
let edited = false;
/** the page the edits were made on */
let page = '';
/** what a form declared; null while none does */
let declared: boolean | null = null;

// Read when leaving (LeaveConfirm's blocker), never rendered: plain module state, no subscribers.
function set(nextEdited: boolean, nextDeclared: boolean | null) {
  edited = nextEdited;
  declared = nextDeclared;
}

export const unsavedWork = {
  /** Read at the moment of leaving too, not only when rendering: a save just before wins. */
  isDirty: () => declared ?? edited,
  /** The user changed a field of the page (any input, select or checkbox in it). */
  markEdited: () => set(true, declared),
  /** The page on screen; another one has nothing typed in it yet. */
  pageShown(pathname: string) {
    if (pathname === page) return;
    page = pathname;
    set(false, declared);
  },
  declare: (dirty: boolean | null) => set(edited, dirty),
};

/** After a successful save or delete, before navigating: the page holds nothing to lose any more. */
export function markWorkSaved(): void {
  set(false, declared === null ? null : false);
}

/** When the app must leave whatever the page holds (the session ended, the parent frame logs out). */
export const discardUnsavedWork = markWorkSaved;

/** For a form that knows exactly whether it differs from what was saved (edits undone count as clean). */
export function useUnsavedWork(dirty: boolean): void {
  useEffect(() => {
    unsavedWork.declare(dirty);
  }, [dirty]);
  useEffect(() => () => unsavedWork.declare(null), []);
}
