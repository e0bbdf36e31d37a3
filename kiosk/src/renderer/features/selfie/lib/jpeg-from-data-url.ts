/**
 * The JPEG bytes of a canvas's `data:image/jpeg;base64,...` URL, decoded here rather than with
 * fetch(), which a kiosk's Content-Security-Policy (connect-src) may refuse for data: URLs.
 * Null for anything that is not a JPEG (a browser that cannot encode one falls back to PNG).
 */
export function jpegFromDataUrl(dataUrl: string): Blob | null {
  const match = /^data:image\/jpeg;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match?.[1]) return null;
  const binary = atob(match[1]);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'image/jpeg' });
}
