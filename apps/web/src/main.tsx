// First: it configures zod before any module builds a schema
import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/error-fallback';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { openLaunchGates } from './lib/browser-storage';
import { applyStoredFavicon } from './lib/favicon';
import { createQueryClient } from './lib/query-client';
import { sessionSettled } from './lib/session';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

openLaunchGates();
applyStoredFavicon();
const router = createRouter();
const queryClient = createQueryClient();

const reactRoot = createRoot(root);
// The first render is one long task on a slow phone (issue 19: Lighthouse counts its blocking time from the first
// paint, which the loading screen in index.html now makes early). As a transition, React renders in slices and
// lets the phone handle taps and paints between them; the loading screen stays until the app commits. It starts once
// the session is known, so that it is the whole page's render, sliced, and not the loading screen's followed by the
// page's as one blocking re-render (lib/session.ts).
void sessionSettled(queryClient).then(() =>
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppErrorBoundary>
          <Providers queryClient={queryClient}>
            <RouterProvider router={router} />
          </Providers>
        </AppErrorBoundary>
      </StrictMode>,
    ),
  ),
);
