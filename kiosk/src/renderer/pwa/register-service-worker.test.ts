import { registerServiceWorker } from './register-service-worker';
import type { ServiceWorkerSetting } from './service-worker-setting';

// The real one reads Vite's import.meta.env, which exists only in a Vite build.
jest.mock('./service-worker-setting', () => ({
  currentServiceWorkerSetting: () => {
    throw new Error('tests pass their setting');
  },
}));

describe('registerServiceWorker', () => {
  const register = jest.fn<
    ReturnType<ServiceWorkerContainer['register']>,
    Parameters<ServiceWorkerContainer['register']>
  >();
  const setting = (overrides: Partial<ServiceWorkerSetting>): ServiceWorkerSetting => ({
    production: true,
    base: '/kiosk/',
    location: { protocol: 'https:' },
    container: { register },
    ...overrides,
  });

  beforeEach(() => {
    register.mockReset();
    register.mockResolvedValue({} as ServiceWorkerRegistration);
  });

  it('registers sw.js with the app as its scope in a production build', async () => {
    await expect(registerServiceWorker(setting({}))).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith('/kiosk/sw.js', {
      scope: '/kiosk/',
      updateViaCache: 'none',
    });
  });

  it('does nothing in development, in Electron, or without service workers', async () => {
    await expect(registerServiceWorker(setting({ production: false }))).resolves.toBe(false);
    await expect(registerServiceWorker(setting({ location: { protocol: 'app:' } }))).resolves.toBe(
      false,
    );
    await expect(registerServiceWorker(setting({ container: undefined }))).resolves.toBe(false);
    expect(register).not.toHaveBeenCalled();
  });

  it('carries on when registration fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    register.mockRejectedValue(new Error('SecurityError'));
    await expect(registerServiceWorker(setting({}))).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
