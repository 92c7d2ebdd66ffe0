import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { z } from 'zod';
import { AppErrorBoundary } from './app/error-fallback';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { openLaunchGates } from './lib/browser-storage';
import { applyStoredFavicon } from './lib/favicon';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// zod would probe `new Function` once to speed up parsing; the site's Content-Security-Policy (rightly) refuses it,
// and every page logged the refusal
z.config({ jitless: true });
openLaunchGates();
applyStoredFavicon();
const router = createRouter();

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </AppErrorBoundary>
  </StrictMode>,
);
