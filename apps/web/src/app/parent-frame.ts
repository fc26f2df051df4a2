import { useEffect } from 'react';
import {
  isEmbedded,
  listenForParentLogout,
  postSessionToParent,
} from '../features/shell/rules/parent-frame.ts';
import { STORAGE_KEYS } from '../stores/storage-keys.ts';

/** The embedding app's origin: configured, else the page that framed us. */
function parentOrigin(): string | null {
  const configured = import.meta.env.VITE_PARENT_ORIGIN as string | undefined;
  if (configured) return configured;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/** SPEC §7: hand token and companyId to the parent frame, and log out when it asks. */
export function useParentFrame(onLogout: () => void) {
  useEffect(() => {
    const origin = parentOrigin();
    if (!isEmbedded() || origin === null) return;
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const companyId = localStorage.getItem(STORAGE_KEYS.companyId);
    if (token && companyId) postSessionToParent({ token, companyId }, origin);
    return listenForParentLogout(onLogout, origin);
  }, [onLogout]);
}
