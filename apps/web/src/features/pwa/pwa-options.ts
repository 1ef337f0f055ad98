import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The runtime cache of API pages readable offline; emptied when the signed-in user changes. */
export const API_PAGES_CACHE = 'api-pages';

/**
 * The installable, offline-capable app (Workbox through vite-plugin-pwa). The worker lives at /sw.js;
 * the shell and hashed assets are precached; visited API pages above are network-first with a
 * cached fallback; everything else under /api goes to the network only.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  filename: 'sw.js',
  includeAssets: ['favicon.svg', 'theme-init.js', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'CodingKaro',
    short_name: 'CodingKaro',
    description: 'DSA sheets, a problem library with a real judge, an online compiler, contests and articles.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0b1020',
    theme_color: '#0b1020',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // PGlite (SQL examples) and its data files are loaded only on demand and are large: cached when used.
    globIgnores: ['**/pglite*', '**/*.wasm', '**/*.data'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/codingkaro\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Who the user is, their streak, analytics, code runs, sign-in: never from a cache.
        // (Workbox copies these functions into the worker as text, so each carries its own pattern.)
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/api\/(?:auth|streak|analytics|execute|format|runtimes|snippets|internal)(?:\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
      },
      {
        urlPattern: ({ url, sameOrigin, request }) =>
          // Course sheets, the problem library and videos: readable offline once visited.
          sameOrigin &&
          request.method === 'GET' &&
          /^\/(?:api\/)?codingkaro\/courses\/|^\/api\/courses(?:\/|$)|^\/api\/problems(?:\/|$)|^\/api\/videos$/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        options: {
          cacheName: API_PAGES_CACHE,
          networkTimeoutSeconds: 8,
          expiration: { maxEntries: 200, maxAgeSeconds: 14 * 86_400 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /\.(?:wasm|data)$|pglite/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'on-demand-assets', expiration: { maxEntries: 20 }, cacheableResponse: { statuses: [200] } },
      },
    ],
  },
};
