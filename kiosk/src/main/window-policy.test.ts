import { isRendererUrl, rendererBaseUrl } from './renderer-origin.js';
import { isAllowedNavigation, isAllowedPermission, type PermissionQuery } from './window-policy.js';

const base = rendererBaseUrl({});

describe('rendererBaseUrl', () => {
  it('is the built renderer under app://, or the dev server when given', () => {
    expect(base.href).toBe('app://punchcard/kiosk/');
    const dev = rendererBaseUrl({ KIOSK_RENDERER_URL: 'http://localhost:5173/kiosk/' });
    expect(isRendererUrl('http://localhost:5173/kiosk/x', dev)).toBe(true);
    expect(isRendererUrl('http://localhost:5174/kiosk/', dev)).toBe(false);
  });
});

describe('isAllowedNavigation', () => {
  it('allows the kiosk pages, with their query', () => {
    expect(isAllowedNavigation('app://punchcard/kiosk/', base)).toBe(true);
    expect(isAllowedNavigation('app://punchcard/kiosk/?pair=AB12CD', base)).toBe(true);
  });

  it('refuses anything else: the web, other schemes, other paths, garbage', () => {
    for (const url of [
      'https://example.com/',
      'http://punchcard/kiosk/',
      'file:///etc/passwd',
      'app://other/kiosk/',
      'app://punchcard/v1/kiosk/config',
      'app://punchcard/',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isAllowedNavigation(url, base)).toBe(false);
    }
  });
});

describe('isAllowedPermission', () => {
  const camera: PermissionQuery = {
    kind: 'request',
    permission: 'media',
    requestingUrl: 'app://punchcard/kiosk/',
    isMainFrame: true,
    mediaTypes: ['video'],
  };

  it('grants the camera to our page', () => {
    expect(isAllowedPermission(camera, base)).toBe(true);
  });

  it('refuses the microphone, other permissions, other origins and sub-frames', () => {
    expect(isAllowedPermission({ ...camera, mediaTypes: ['video', 'audio'] }, base)).toBe(false);
    expect(isAllowedPermission({ ...camera, mediaTypes: [] }, base)).toBe(false);
    for (const permission of [
      'notifications',
      'geolocation',
      'display-capture',
      'hid',
      'openExternal',
    ]) {
      expect(isAllowedPermission({ ...camera, permission }, base)).toBe(false);
    }
    expect(isAllowedPermission({ ...camera, requestingUrl: 'https://evil.example/' }, base)).toBe(
      false,
    );
    expect(isAllowedPermission({ ...camera, requestingUrl: undefined }, base)).toBe(false);
    expect(isAllowedPermission({ ...camera, isMainFrame: false }, base)).toBe(false);
  });

  it('answers checks that do not say what for, but not about the microphone', () => {
    const check: PermissionQuery = { ...camera, kind: 'check', requestingUrl: 'app://punchcard' };
    expect(isAllowedPermission({ ...check, mediaTypes: [] }, base)).toBe(true);
    expect(isAllowedPermission({ ...check, mediaTypes: ['unknown'] }, base)).toBe(true);
    expect(isAllowedPermission({ ...check, mediaTypes: ['audio'] }, base)).toBe(false);
    expect(isAllowedPermission({ ...check, permission: 'notifications' }, base)).toBe(false);
  });
});
