import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n.ts';
import { toastContainerStore } from './toasts.ts';

const ToastContainer = lazy(async () => ({ default: (await import('react-toastify')).ToastContainer }));

/** Translations and toasts (SPEC §9: 5000 ms, top-right; on a phone, two at most: toasts.ts) around the whole app. */
export function Providers({ children }: { children: ReactNode }) {
  const toasts = useSyncExternalStore(toastContainerStore.subscribe, toastContainerStore.getSnapshot);
  return (
    <I18nextProvider i18n={i18n}>
      {children}
      {toasts && (
        <Suspense fallback={null}>
          {/* off paper: a receipt or Z report printed right after an action would carry its toast */}
          <ToastContainer position="top-right" autoClose={5000} newestOnTop className="print:hidden" />
        </Suspense>
      )}
    </I18nextProvider>
  );
}
