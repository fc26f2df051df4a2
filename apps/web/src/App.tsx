import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { LoadBar, LoadingSignal } from './components/ui/load-bar.tsx';

export function App() {
  return (
    <Providers>
      <LoadBar />
      {/* Waits for a language or namespace loaded on first use (i18n/i18n.ts). */}
      <Suspense fallback={<LoadingSignal />}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  );
}
