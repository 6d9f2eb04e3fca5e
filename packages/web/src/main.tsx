import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { App } from './app/app';
import { reconcileActiveWorkspace } from './lib/active-workspace';
import { apiClient } from './lib/api-client';
import { readInlinedBootstrapData, setBootstrapData } from './lib/bootstrap-store';
import { startErrorReportingIfConfigured } from './lib/error-reporting-entry';
import './index.css';

async function loadBootstrapData(): Promise<BootstrapData> {
  // The server inlines it into index.html; the Vite dev server does not, so ask for it.
  const inlined = readInlinedBootstrapData();
  if (inlined) return inlined;
  const { data } = await apiClient.answering('bootstrapAnswerSchema').get('bootstrap-data');
  return data.bootstrapData;
}

void loadBootstrapData().then((data) => {
  setBootstrapData(data);
  // Only with a DSN set does the SDK's chunk load.
  startErrorReportingIfConfigured();
  reconcileActiveWorkspace(data.workspaces, !!data.user);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
