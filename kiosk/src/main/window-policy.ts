// What the kiosk window may do, as pure decisions (windows.ts applies them): navigate only within
// the renderer's own pages, and use the camera only from them. Electron-free, so unit-tested.
import { isRendererUrl, rendererUrl } from './renderer-origin.js';

/** A navigation stays in the kiosk: same scheme and host as the renderer, under its path. */
export function isAllowedNavigation(target: string, base: URL = rendererUrl): boolean {
  if (!isRendererUrl(target, base)) return false;
  return new URL(target).pathname.startsWith(base.pathname);
}

export interface PermissionQuery {
  /** A request asks for access; a check only asks whether it would be granted. */
  kind: 'request' | 'check';
  permission: string;
  /** The URL (or origin) of the frame asking; absent when not asked on behalf of a document. */
  requestingUrl: string | undefined;
  isMainFrame: boolean;
  /** For `media`: what is asked for; empty when Electron does not say. */
  mediaTypes: readonly string[];
}

/**
 * The camera (badge scanning, selfies) for our own top-level page, and nothing else: no
 * microphone, no notifications, no geolocation, no device APIs, nothing for another origin.
 */
export function isAllowedPermission(query: PermissionQuery, base: URL = rendererUrl): boolean {
  if (query.permission !== 'media') return false;
  if (!query.isMainFrame || query.requestingUrl === undefined) return false;
  if (!isRendererUrl(query.requestingUrl, base)) return false;
  if (query.kind === 'request') {
    return query.mediaTypes.length > 0 && query.mediaTypes.every((type) => type === 'video');
  }
  // A check grants nothing by itself and may not say what for (listing the cameras): it must
  // only not be about the microphone.
  return query.mediaTypes.every((type) => type === 'video' || type === 'unknown');
}
