import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import { i18n } from '../i18n/i18n.ts';
import { queryClient } from './api.ts';

/** Server cache, translations and toasts (SPEC §9: 5000 ms, top-right) around the whole app. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastContainer position="top-right" autoClose={5000} newestOnTop />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
