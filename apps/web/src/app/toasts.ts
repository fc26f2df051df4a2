/**
 * Toasts (SPEC §8, §9). react-toastify is loaded on the first toast, not with the sign-in screen
 * (the /login budget is 150 KB of JS); toasts shown before its container mounts are queued by
 * react-toastify and appear as soon as it does.
 */
type Toastify = typeof import('react-toastify');

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

function show(kind: Kind, id: string, message: string) {
  void loadToastify().then(({ toast }) => {
    // A toast with the same id still on screen shows the new message instead of stacking a copy.
    if (toast.isActive(id)) toast.update(id, { render: message, type: kind, delay: 0 });
    else toast[kind](message, { toastId: id });
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
