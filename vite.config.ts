/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';

/**
 * index.html carries a strict Content-Security-Policy (no inline code). The dev server's hot reload
 * injects inline scripts and styles, so the tag is dropped there; builds and `vite preview` keep it.
 */
function devWithoutCsp(): Plugin {
  return {
    name: 'mk-dev-without-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace(/<meta\s+http-equiv="Content-Security-Policy"[^>]*>/, ''),
  };
}

export default defineConfig({
  plugins: [
    devWithoutCsp(),
    react(),
    VitePWA({
      strategies: 'generateSW',
      // A new version waits for the player: src/ui/pwa/AppChrome.tsx registers the worker through
      // virtual:pwa-register and shows "update available — reload" (autosave makes reloads safe).
      registerType: 'prompt',
      // No injected registerSW.js: the app registers the worker itself (and CSP stays strict).
      injectRegister: false,
      // globPatterns already picks up the icons; avoids duplicate precache entries.
      includeManifestIcons: false,
      manifest: {
        name: 'Mage Knight',
        short_name: 'Mage Knight',
        description: 'Mage Knight board game, web edition (hotseat and solo, works offline).',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#121622',
        theme_color: '#121622',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,json,woff2}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first worker takes control at once, so the first visit is already offline-ready;
        // later versions wait (no skipWaiting) until the player accepts the reload prompt.
        clientsClaim: true,
      },
    }),
  ],
  build: {
    // One app chunk of React + Konva is expected (~600 kB raw); see TOOLCHAIN.md §9.
    chunkSizeWarningLimit: 1200,
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // The app loads the engine on demand; unit tests get it up front (src/store/engine-loader.ts).
    setupFiles: ['src/test-setup.ts'],
    // Time limits guard against hangs, not speed (speed is `npm run bench`'s job): the CI machine
    // ran the suite about 1.6× slower than a local run, and 5 s tests of whole setups failed there.
    // Vitest's default is one worker fewer than cores: one worker on the 2-core CI machine. The
    // suite is CPU-bound test files; two workers take about half the wall time.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
