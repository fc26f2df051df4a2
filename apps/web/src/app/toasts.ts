/**
 * Toasts (SPEC §8, §9). react-toastify is loaded on the first toast, not with the sign-in screen
 * (the /login budget is 150 KB of JS); toasts shown before its container mounts are queued by
 * react-toastify and appear as soon as it does.
 */
import { isMobile } from '../features/shell/rules/breakpoints.ts';

type Toastify = typeof import('react-toastify');

/**
 * On a phone, at most this many toasts on screen, the newest kept: stacked at the top of a small
 * screen they reached the sale screen's and the order form's bottom bar and hid its main button.
 */
export const PHONE_TOAST_LIMIT = 2;

let library: Promise<Toastify> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function loadToastify(): Promise<Toastify> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  library ??= import('react-toastify');
  return library;
}

/** For the providers: whether to mount the toast container yet. */
export const toastContainerStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => wanted,
};

type Kind = 'error' | 'success';

/** The ids of the toasts shown, oldest first (react-toastify says when one leaves). */
const shown: string[] = [];
let watching = false;

const onPhone = () => isMobile({ width: window.innerWidth, height: window.innerHeight });

function show(kind: Kind, id: string, message: string) {
  void loadToastify().then(({ toast }) => {
    if (!watching) {
      watching = true;
      toast.onChange((item) => {
        const at = shown.indexOf(String(item.id));
        if (item.status === 'removed' && at !== -1) shown.splice(at, 1);
      });
    }
    // A toast with the same id still on screen shows the new message instead of stacking a copy.
    if (toast.isActive(id)) {
      toast.update(id, { render: message, type: kind, delay: 0 });
      return;
    }
    // On a phone the oldest make room: the newest message is the one the cashier needs.
    if (onPhone())
      for (const old of shown.splice(0, shown.length - PHONE_TOAST_LIMIT + 1)) toast.dismiss(old);
    toast[kind](message, { toastId: id });
    shown.push(id);
  });
}

/** An error toast with a fixed id (SPEC §8), so a test or a screen reader finds it. */
export const showErrorToast = (id: string, message: string) => show('error', id, message);

export const showSuccessToast = (id: string, message: string) => show('success', id, message);

/**
 * Takes a toast off the screen, e.g. a save's error once a later save went through. Not at the
 * start of a new attempt: react-toastify drops a toast whose id is still leaving the screen, so an
 * error dismissed then shown again at once would not show.
 */
export function dismissToast(id: string) {
  // Nothing was ever shown: no need to load the library for it.
  if (!library) return;
  void library.then(({ toast }) => toast.dismiss(id));
}
