/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      // A new service worker activates at once (skipWaiting + clientsClaim).
      registerType: 'autoUpdate',
      injectRegister: 'auto',
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
  },
});
