import { FEEDBACK_LIMITS } from '@punchcard/shared';

/**
 * A `from` query value as a path of this app, or undefined when it is anything else: only a
 * same-origin path may become a link, so a crafted `?from=//evil.example` or `javascript:` URL
 * can never send someone elsewhere.
 */
export function inAppPath(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  if (path.length > FEEDBACK_LIMITS.page) return undefined;
  // Control characters never belong in a path a person followed.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return undefined;
  const url = new URL(path, 'http://punchcard.invalid');
  return url.origin === 'http://punchcard.invalid'
    ? `${url.pathname}${url.search}${url.hash}`
    : undefined;
}
