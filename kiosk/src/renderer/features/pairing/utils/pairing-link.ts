/**
 * The code of a pairing link (`/kiosk/?pair=CODE`), taken out of the address at once so that a
 * reload, a bookmark or a screenshot of the kiosk never carries it again. Null without one.
 */
export function takePairingCode(location: Location = window.location): string | null {
  const url = new URL(location.href);
  const code = url.searchParams.get('pair');
  if (code === null) return null;
  url.searchParams.delete('pair');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const trimmed = code.trim();
  return trimmed === '' ? null : trimmed;
}
