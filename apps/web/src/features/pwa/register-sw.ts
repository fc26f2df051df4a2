/// <reference types="vite-plugin-pwa/vanillajs" />
// `virtual:pwa-register` exists only in Vite builds with vite-plugin-pwa, hence this thin file;
// the behaviour lives (and is tested) in connect-sw.ts.
import { registerSW } from 'virtual:pwa-register';
import { connectServiceWorker, type ServiceWorkerOptions } from './connect-sw.ts';

/** Registers the app's service worker; called from main.tsx in production builds. */
export function registerServiceWorker(options: ServiceWorkerOptions = {}) {
  return connectServiceWorker(registerSW, options);
}
