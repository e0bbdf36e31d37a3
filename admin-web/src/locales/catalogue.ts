/**
 * The Japanese half of a namespace: exactly the keys of the English half, each a string. Written
 * as an object literal, a missing key and an extra key are both compile errors.
 */
export type Catalogue<English> = { readonly [Key in keyof English]: string };

/** One namespace of translations: English, and Japanese with the same keys. */
export interface Namespace<English> {
  readonly en: English;
  readonly ja: Catalogue<English>;
}
