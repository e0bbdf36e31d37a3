import { SEARCH_QUERY_MAX_LENGTH } from '@punchcard/shared';

/**
 * The query as the API takes it: trimmed and at most `SEARCH_QUERY_MAX_LENGTH` characters (the
 * API refuses longer ones); empty means nothing to search for.
 */
export function normalizeQuery(text: string): string {
  return text.trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

/**
 * What to mark in a hit's title: the whole query (the API matches it as a substring, which is
 * how a part of a Japanese word is found) and each of its words (the API also matches words in
 * any order). Web-search syntax is read as the API reads it: quotes group words, `-word`
 * excludes a word, so it is never marked.
 */
export function highlightTerms(query: string): string[] {
  const whole = query.trim();
  if (whole === '') return [];
  const words = whole
    .split(/\s+/)
    .filter((word) => !word.startsWith('-'))
    .map((word) => word.replace(/^"+|"+$/g, ''))
    .filter((word) => word !== '');
  return [...new Set([whole, ...words])];
}
