import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './precompress.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // The shell asks before reloading into a new version (features/pwa/register-sw.ts).
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['apple-touch-icon.png'],
      manifest: {
        name: 'Comptoir',
        short_name: 'Comptoir',
        description: 'Comptoir merchant back office',
        theme_color: '#ed9221',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/dashboard',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Manifest icons and includeAssets are added by the plugin.
        globPatterns: ['**/*.{js,css,html,svg,ico,woff2}'],
        navigateFallback: 'index.html',
        // The API and the realtime socket are the server's: never answer them with the app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/app\//],
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/app': { target: apiTarget, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
