// The wire is snake_case in both directions (spec README); the UI works in camelCase.

const snakeToCamel = (key: string): string =>
  key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

const camelToSnake = (key: string): string =>
  key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function renameKeysDeep(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => renameKeysDeep(item, rename));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [rename(key), renameKeysDeep(item, rename)]),
  );
}

export const toCamelCaseKeys = (value: unknown): unknown => renameKeysDeep(value, snakeToCamel);

export const toSnakeCaseKeys = (value: unknown): unknown => renameKeysDeep(value, camelToSnake);

type CamelCase<Key extends string> = Key extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Key;

/** A wire type (snake_case, from shared) as the API client hands it over: camelCase keys. */
export type CamelCaseKeys<T> = T extends readonly (infer Item)[]
  ? CamelCaseKeys<Item>[]
  : T extends object
    ? { [Key in keyof T as Key extends string ? CamelCase<Key> : Key]: CamelCaseKeys<T[Key]> }
    : T;
