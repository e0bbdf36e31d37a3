import { sources as english } from '@/features/help/articles/en';
import { sources as japanese } from '@/features/help/articles/ja';
import { buildHelpLibrary } from '@/features/help/utils/help-library';
import { searchHelp, searchTerms } from '@/features/help/utils/search-help';

const en = buildHelpLibrary(english);
const ja = buildHelpLibrary(japanese);
const slugsOf = (hits: ReturnType<typeof searchHelp>) =>
  hits.map(({ article }) => `${article.category}/${article.slug}`);

describe('help search', () => {
  it('ranks the articles whose titles hold the word first', () => {
    const hits = slugsOf(searchHelp(en, 'break'));
    expect(hits[0]).toBe('breaks/take-a-break');
    expect(hits).toContain('breaks/add-or-correct-a-break');
    expect(hits).toContain('clocking/pomodoro');
  });

  it('needs every word, in any order and case', () => {
    const hits = slugsOf(searchHelp(en, 'PIN kiosk'));
    expect(hits).toContain('kiosk/pin-badge-and-card');
    expect(hits).not.toContain('getting-started/create-an-account');
    expect(slugsOf(searchHelp(en, 'KIOSK pin'))).toEqual(hits);
  });

  it('finds a part of a Japanese word, written without spaces', () => {
    const hits = slugsOf(searchHelp(ja, '休憩'));
    expect(hits[0]).toBe('breaks/take-a-break');
    expect(slugsOf(searchHelp(ja, '憩を'))).toContain('breaks/take-a-break');
  });

  it('reads full-width letters as their plain forms', () => {
    expect(searchTerms('ＰＩＮ　キオスク')).toEqual(['pin', 'キオスク']);
    expect(slugsOf(searchHelp(ja, 'ＰＩＮ'))).toContain('kiosk/pin-badge-and-card');
  });

  it('cuts a snippet around the first match in the text', () => {
    const [hit] = searchHelp(en, 'fire drill');
    expect(hit?.article.slug).toBe('manage-team-time');
    expect(hit?.snippet).toMatch(/fire drill/);
    expect(hit?.snippet.length).toBeLessThan(200);
  });

  it('finds nothing for no words, or words no article has', () => {
    expect(searchHelp(en, '   ')).toEqual([]);
    expect(searchHelp(en, 'xylophone')).toEqual([]);
  });
});
