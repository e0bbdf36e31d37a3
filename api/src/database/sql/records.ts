import type { Tables } from './schema/index.js';

type CamelCase<Key extends string> = Key extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Key;

/** A row's columns under camelCase names (one level: Date and JSON values stay as they are). */
export type CamelRow<T> = { [Key in keyof T as Key extends string ? CamelCase<Key> : Key]: T[Key] };

/** A whole table row as services see it: camelCase, as the entity classes name the columns. */
export type TableRecord<T extends keyof Tables> = CamelRow<Tables[T]>;

/** Column names are a closed set chosen by the code: each is converted once. */
const camelNames = new Map<string, string>();
const snakeToCamel = (key: string): string => {
  let name = camelNames.get(key);
  if (name === undefined) {
    name = key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
    camelNames.set(key, name);
  }
  return name;
};

/**
 * Renames a row's columns to camelCase. For repositories that hand whole rows to services
 * (`SELECT * ... ` typed `TableRow<'users'>`, answered as `TableRecord<'users'>`); rows that go
 * straight to a wire mapper stay snake_case.
 */
export function camelRow<T extends object>(row: T): CamelRow<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[snakeToCamel(key)] = value;
  return out as CamelRow<T>;
}
