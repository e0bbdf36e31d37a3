/** Reading single environment values: shared by the configuration's parts. */

/** Blank counts as unset; values are trimmed. */
export function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** `secret`: the value carries a credential (a webhook token), so the error must not echo it. */
export function httpUrl(name: string, value: string, secret = false): string {
  const refuse = () =>
    new Error(`${name} must be an absolute http(s) URL${secret ? '' : `, got "${value}"`}`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse();
  return value;
}
