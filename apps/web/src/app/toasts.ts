import { toast } from 'react-toastify';

/**
 * An error toast with a fixed id (SPEC §8), so a test or a screen reader finds it. A toast with
 * the same id still on screen shows the new message instead of stacking a copy.
 */
export function showErrorToast(id: string, message: string) {
  if (toast.isActive(id)) toast.update(id, { render: message, delay: 0 });
  else toast.error(message, { toastId: id });
}

export function showSuccessToast(id: string, message: string) {
  if (toast.isActive(id)) toast.update(id, { render: message, delay: 0 });
  else toast.success(message, { toastId: id });
}
