import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';

export function App() {
  return (
    <Providers>
      {/* Waits for a language or namespace loaded on first use (i18n/i18n.ts). */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  );
}
