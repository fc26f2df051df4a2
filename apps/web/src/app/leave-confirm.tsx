import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { useOpenedOnce } from '../components/ui/use-opened-once.ts';
import { needsLeaveGuard } from '../features/shell/rules/leave-guard.ts';
import { unsavedWork } from './unsaved-work.ts';

// Loaded when a navigation is first blocked, not with the shell (the /dashboard JS budget).
const ConfirmDialog = lazy(async () => ({
  default: (await import('../components/confirm-dialog.tsx')).ConfirmDialog,
}));

export interface LeaveConfirmTexts {
  title: string;
  text: string;
  stay: string;
  leave: string;
  working: string;
}

/**
 * SPEC §2 inside the app: leaving an edit or create page with unsaved work (the sidebar, a link,
 * the browser's back button) asks first, in the app's own dialog. A change of the same page's
 * query is not leaving it.
 */
export function LeaveConfirm({ texts }: { texts: LeaveConfirmTexts }) {
  const { pathname } = useLocation();
  useEffect(() => {
    unsavedWork.pageShown(pathname);
  }, [pathname]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      needsLeaveGuard(currentLocation.pathname) &&
      unsavedWork.isDirty(),
  );
  const blocked = blocker.state === 'blocked';
  const asked = useOpenedOnce(blocked);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={blocked}
        title={texts.title}
        text={texts.text}
        confirmLabel={texts.leave}
        cancelLabel={texts.stay}
        workingLabel={texts.working}
        variant="danger"
        width="small"
        busy={false}
        onConfirm={() => {
          if (blocked) blocker.proceed();
        }}
        onClose={() => {
          if (blocked) blocker.reset();
        }}
      />
    </Suspense>
  );
}

/** Wraps the page: a field its user changes (in its dialogs too, which React events reach) is unsaved work. */
export function EditsTracker({ children }: { children: ReactNode }) {
  return (
    <div className="contents" onChange={unsavedWork.markEdited}>
      {children}
    </div>
  );
}
