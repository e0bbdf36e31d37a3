// Installs the kiosk's service worker (build/vite/service-worker.ts emits sw.js at the app's
// root), which keeps the app shell so that a tablet reloading while the server is down still
// opens the kiosk. Only in a production build served over http(s): the dev server has no sw.js,
// and Electron's app:// page has its files on disk already (and its journal in main).

import { currentServiceWorkerSetting, type ServiceWorkerSetting } from './service-worker-setting';

/** Registers sw.js when it applies; resolves false when it does not or registration failed. */
export async function registerServiceWorker(
  setting: ServiceWorkerSetting = currentServiceWorkerSetting(),
): Promise<boolean> {
  const { production, base, location, container } = setting;
  const web = location.protocol === 'https:' || location.protocol === 'http:';
  if (!production || !web || container === undefined) return false;
  try {
    // updateViaCache 'none': the browser asks the server for sw.js itself on every check.
    await container.register(`${base}sw.js`, { scope: base, updateViaCache: 'none' });
    return true;
  } catch (error) {
    // The kiosk works without it, only not offline after a reload: say so, do not stop.
    console.warn('The kiosk could not install its offline support', error);
    return false;
  }
}
