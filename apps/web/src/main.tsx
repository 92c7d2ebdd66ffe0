import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/error-fallback';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { openLaunchGates } from './lib/browser-storage';
import { applyStoredFavicon } from './lib/favicon';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

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
