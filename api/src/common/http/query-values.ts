/**
 * Query strings carry text: these `@Transform` functions turn it into what the DTO validates,
 * and leave anything else as it came, so the validators refuse it with a clear field error.
 */

/** A whole number of up to 15 digits becomes a number (bounds are the validators' job). */
export const queryInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;

/** The same, with a leading minus allowed (an offset west of UTC). */
export const querySignedInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value;

/** "true"/"false" become booleans. */
export const queryBoolean = ({ value }: { value: unknown }): unknown =>
  value === 'true' ? true : value === 'false' ? false : value;

/** `?x=a,b`, `?x=a&x=b` (and a mix of both) as one list of trimmed items. */
export function queryList({ value }: { value: unknown }): unknown {
  const parts = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string')) return value;
  return parts.flatMap((part: string) => part.split(',').map((item) => item.trim()));
}
