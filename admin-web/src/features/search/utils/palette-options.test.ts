import { toCamelCaseKeys } from '@/lib/case-keys';
import { invoiceHits } from '@/features/search/testing/search-fixtures';
import type { SearchHit } from '@/features/search/types';
import { paletteOptions, stepOption } from '@/features/search/utils/palette-options';
import type { Me } from '@/lib/wire';
import { wireMe, wireWorkspace } from '@/testing/wire-fixtures';

const hits = toCamelCaseKeys(invoiceHits) as SearchHit[];
const member = toCamelCaseKeys(wireMe(wireWorkspace({ role: 'Member' }))) as Me;

describe('paletteOptions', () => {
  it('keeps the ranking and ends with the way to every result', () => {
    const options = paletteOptions(hits, '請求', member, 'ja');
    expect(options).toHaveLength(hits.length + 1);
    expect(options[0]).toMatchObject({ kind: 'hit', hit: { type: 'tag' }, href: '/ja/tags' });
    expect(options.at(-1)).toEqual({ kind: 'all', href: '/ja/search?q=%E8%AB%8B%E6%B1%82' });
    expect(paletteOptions(hits, '', member)).toEqual([]);
    expect(paletteOptions([], '請求', member)).toEqual([]);
  });
});

describe('stepOption', () => {
  // For a plain member the colleague (index 4) opens nothing.
  const options = paletteOptions(hits, '請求', member);

  it('moves down and up, wrapping at the ends', () => {
    expect(stepOption(options, -1, 1)).toBe(0);
    expect(stepOption(options, -1, -1)).toBe(options.length - 1);
    expect(stepOption(options, options.length - 1, 1)).toBe(0);
    expect(stepOption(options, 0, -1)).toBe(options.length - 1);
  });

  it('passes over rows that open nothing', () => {
    expect(options[4]?.href).toBeNull();
    expect(stepOption(options, 3, 1)).toBe(5);
    expect(stepOption(options, 5, -1)).toBe(3);
    expect(stepOption([], -1, 1)).toBe(-1);
    expect(stepOption([{ kind: 'hit', hit: hits[0] as SearchHit, href: null }], -1, 1)).toBe(-1);
  });
});
