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
