/** The spec's text shortening (section 5): 20 characters, then an ellipsis. */
export const SHORTEN_DEFAULT = 20;

/** `text` cut to `max` characters (whole characters, never half of an emoji) plus "…". */
export function shorten(text: string, max = SHORTEN_DEFAULT): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max).join('')}…`;
}
