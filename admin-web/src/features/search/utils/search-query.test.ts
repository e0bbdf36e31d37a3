import { SEARCH_QUERY_MAX_LENGTH } from '@punchcard/shared';

import { highlightTerms, normalizeQuery } from '@/features/search/utils/search-query';

describe('normalizeQuery', () => {
  it('trims and keeps what the API accepts', () => {
    expect(normalizeQuery('  請求  ')).toBe('請求');
    expect(normalizeQuery('   ')).toBe('');
    expect(normalizeQuery('x'.repeat(SEARCH_QUERY_MAX_LENGTH + 10))).toHaveLength(
      SEARCH_QUERY_MAX_LENGTH,
    );
  });
});

describe('highlightTerms', () => {
  it('marks the whole query and each word, never an excluded one', () => {
    expect(highlightTerms('')).toEqual([]);
    expect(highlightTerms('請求')).toEqual(['請求']);
    expect(highlightTerms('bake bread')).toEqual(['bake bread', 'bake', 'bread']);
    expect(highlightTerms('"sour dough" -rye')).toEqual(['"sour dough" -rye', 'sour', 'dough']);
  });
});
