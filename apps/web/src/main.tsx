import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './styles/theme.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Production only: in development a service worker would serve stale modules.
if (import.meta.env.PROD) {
  void import('./features/pwa/register-sw.ts').then(({ registerServiceWorker }) => registerServiceWorker());
}
