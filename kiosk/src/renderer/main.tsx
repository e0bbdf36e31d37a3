import '@/styles/index.css';

import { resolveLocale } from '@punchcard/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { initI18n } from '@/i18n/i18n';
import { EngineProvider } from '@/lib/engine-context';
import { createPlatformEngine } from '@/lib/platform-engine';
import { registerServiceWorker } from '@/pwa/register-service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

async function boot(): Promise<void> {
  // In parallel with the start: the kiosk works without it (it only keeps the shell offline).
  void registerServiceWorker();
  // Until the workspace's language is known (cached config), the device's own.
  await initI18n(resolveLocale(navigator.languages.join(',')));
  const engine = await createPlatformEngine();
  root.render(
    <StrictMode>
      <EngineProvider engine={engine}>
        <App />
      </EngineProvider>
    </StrictMode>,
  );
  await engine.start();
}

boot().catch((error: unknown) => {
  // Nothing on screen can explain a storage that will not open; the console keeps the cause.
  console.error('The kiosk could not start', error);
});
