// What registerServiceWorker() decides from, read from the build and the page. Apart from it so
// that the decision is tested without Vite's import.meta.env.

export interface ServiceWorkerSetting {
  production: boolean;
  /** The app's base URL (Vite's BASE_URL, /kiosk/): the worker's URL and scope. */
  base: string;
  location: Pick<Location, 'protocol'>;
  container: Pick<ServiceWorkerContainer, 'register'> | undefined;
}

export function currentServiceWorkerSetting(): ServiceWorkerSetting {
  return {
    production: import.meta.env.PROD,
    base: import.meta.env.BASE_URL,
    location: window.location,
    // Absent outside a secure context (plain http on a LAN address): no offline shell there.
    container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  };
}
