/**
 * Issue 19, HTML that paints before JavaScript: the built index.html carries the loading screen's first frame
 * (src/app/prerendered-shell.tsx) inside #root. It is rendered here, from the same component the app shows, by
 * a throwaway Vite server in SSR mode, so the page and the app cannot drift apart.
 */
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';

export function prerenderedShell(): Plugin {
  return {
    name: 'dawanow:prerendered-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT_ELEMENT)) throw new Error('prerender-shell.ts: index.html has no empty #root');
        const server = await createServer({
          configFile: false,
          root: fileURLToPath(new URL('.', import.meta.url)),
          logLevel: 'error',
          resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderShell } = (await server.ssrLoadModule('/src/app/prerendered-shell.tsx')) as {
            renderShell: () => Promise<string>;
          };
          const shell = await renderShell();
          return html.replace(ROOT_ELEMENT, () => `<div id="root">${shell}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
