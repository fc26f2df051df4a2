/**
 * Set-up of the web project, whose files share one module graph and one jsdom per worker
 * (vitest.config.ts): each file starts as in a fresh jsdom, whatever the file before it on the worker
 * left — in English, in jsdom's 1024 × 768 window that a test may resize, with no toast waiting, online.
 */
import { beforeAll } from 'vitest';
import { i18n } from '../i18n/i18n.ts';

beforeAll(async () => {
  // writable: a test that set the size with Object.defineProperty left it read-only.
  for (const [property, value] of [
    ['innerWidth', 1024],
    ['innerHeight', 768],
  ] as const)
    Object.defineProperty(window, property, { configurable: true, enumerable: true, writable: true, value });
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  // A toast shown with no container on screen waits in react-toastify's queue (one module for every file)
  // until a container mounts: a later file's toast with the same id was then dropped as a duplicate (the
  // providers test lost "The drawer is closed." to a drawer test's). With no container mounted, dismissing
  // every toast empties that queue.
  (await import('react-toastify')).toast.dismiss();
  // React Query's onlineManager (one module for every file) keeps the last online/offline event it saw: a file
  // that dispatched 'offline' left every later file's queries and mutations paused, waiting for a network.
  (await import('@tanstack/react-query')).onlineManager.setOnline(true);
});
