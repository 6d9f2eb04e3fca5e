import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { App } from './app/app';
import { getRouter } from './app/router';
import { reconcileActiveWorkspace } from './lib/active-workspace';
import { apiClient } from './lib/api-client';
import { readInlinedBootstrapData, setBootstrapData } from './lib/bootstrap-store';
import { startErrorReportingIfConfigured } from './lib/error-reporting-entry';
import { queryClient } from './lib/query-client';
import { seedServerQueries } from './lib/server-queries';
import './index.css';

async function loadBootstrapData(): Promise<BootstrapData> {
  // The server inlines it into index.html; the Vite dev server does not, so ask for it.
  const inlined = readInlinedBootstrapData();
  if (inlined) return inlined;
  const { data } = await apiClient.answering('bootstrapAnswerSchema').get('bootstrap-data');
  return data.bootstrapData;
}

/** Resolves once the router has the first page's code and has run its loaders (the guards). */
function firstPageReady(): Promise<void> {
  const router = getRouter();
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

void loadBootstrapData().then(async (data) => {
  setBootstrapData(data);
  // Only with a DSN set does the SDK's chunk load.
  startErrorReportingIfConfigured();
  reconcileActiveWorkspace(data.workspaces, !!data.user);
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A page the server drew is taken over where it stands: the cache holds the answers it was
  // drawn from and the router its page's code, so the first render draws the same markup.
  if (seedServerQueries(queryClient)) {
    await firstPageReady();
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
});
