import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryProvider } from './app/providers';
import { AppRouter } from './app/router';
import './index.css';
import { guardUnmountedForceUpdate } from './lib/preact-suspense-guard';

// Production renders with Preact (vite.config.ts, ADR 005): guard its Suspense against re-rendering an unmounted lazy page.
if (import.meta.env.PROD) guardUnmountedForceUpdate();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <QueryProvider>
      <AppRouter />
    </QueryProvider>
  </StrictMode>,
);
