import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import '@/styles/index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { installClientErrorReporting } from '@/app/shell/client-error-reporting';
import { initI18n } from '@/lib/i18n';
import { currentLocaleSources, resolvePageLocale } from '@/lib/locale';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

installClientErrorReporting();
// The first paint is already in the page's language: no English flash on a Japanese page.
await initI18n(resolvePageLocale(currentLocaleSources()));

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
