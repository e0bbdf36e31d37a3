// Help search: every word of the query must appear in an article's title or text (so a partial
// Japanese word, written without spaces, finds the articles that contain it). Titles weigh most,
// then the summary, then how often the body mentions the words.
import type { HelpArticle, HelpLibrary } from '@/features/help/utils/help-library';

export interface HelpSearchHit {
  article: HelpArticle;
  /** A line of the article around the first match, cut to a readable length. */
  snippet: string;
}

const SNIPPET_BEFORE = 60;
const SNIPPET_AFTER = 120;
const MAX_COUNTED = 5;

/** Full-width letters, half-width kana and case all compare equal. */
const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/** The words of a query, folded, without repeats. */
export function searchTerms(query: string): string[] {
  return [...new Set(fold(query).split(/\s+/u))].filter((term) => term !== '');
}

/** `text` folded, with the index in `text` of each folded character (for cutting snippets). */
function folded(text: string): { value: string; origin: number[] } {
  let value = '';
  const origin: number[] = [];
  let index = 0;
  for (const character of text) {
    const part = fold(character);
    value += part;
    for (let unit = 0; unit < part.length; unit += 1) origin.push(index);
    index += character.length;
  }
  return { value, origin };
}

function occurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1 && count < MAX_COUNTED;) {
    count += 1;
    at = haystack.indexOf(needle, at + needle.length);
  }
  return count;
}

function snippetAt(text: string, at: number): string {
  const lineStart = text.lastIndexOf('\n', at) + 1;
  const lineEnd = text.indexOf('\n', at);
  const end = lineEnd === -1 ? text.length : lineEnd;
  const from = Math.max(lineStart, at - SNIPPET_BEFORE);
  const to = Math.min(end, at + SNIPPET_AFTER);
  const cut = text.slice(from, to).trim();
  return `${from > lineStart ? '…' : ''}${cut}${to < end ? '…' : ''}`;
}

export function searchHelp(library: HelpLibrary, query: string): HelpSearchHit[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const scored: (HelpSearchHit & { score: number })[] = [];
  for (const article of library.articles) {
    const title = fold(article.title);
    const summary = fold(article.summary);
    // The text starts with the title; the body is what follows its first line.
    const bodyStart = article.text.indexOf('\n') + 1;
    const body = folded(article.text.slice(bodyStart));
    let score = 0;
    let firstMatch: number | undefined;
    const all = terms.every((term) => {
      const inTitle = title.includes(term);
      const at = body.value.indexOf(term);
      if (!inTitle && at === -1) return false;
      score += (inTitle ? 10 : 0) + (summary.includes(term) ? 3 : 0);
      score += occurrences(body.value, term);
      if (at !== -1 && (firstMatch === undefined || at < firstMatch)) firstMatch = at;
      return true;
    });
    if (!all) continue;
    const originAt = firstMatch === undefined ? undefined : body.origin[firstMatch];
    const snippet =
      originAt === undefined ? article.summary : snippetAt(article.text.slice(bodyStart), originAt);
    scored.push({ article, snippet, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.article.index - b.article.index)
    .map(({ article, snippet }) => ({ article, snippet }));
}
