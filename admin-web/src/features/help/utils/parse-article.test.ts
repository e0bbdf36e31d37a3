import { headingSlug, parseArticle, plainInline } from '@/features/help/utils/parse-article';

const source = [
  '# Clock **in** and out',
  '',
  'Clock in when you start, and [clock out](/clock) when you',
  'finish.',
  '',
  '## The timers',
  '',
  'Some `code` and *emphasis*.',
  '',
  '### The timers',
  '',
  '```',
  '## not a heading',
  '```',
  '',
  '| Key | Action |',
  '|---|---|',
  '| A | Approve |',
  '',
  '## 出勤する',
].join('\n');

describe('parseArticle', () => {
  const article = parseArticle(source);

  it('takes the title from the one # line and the summary from the first paragraph', () => {
    expect(article.title).toBe('Clock in and out');
    expect(article.summary).toBe('Clock in when you start, and clock out when you finish.');
  });

  it('blanks the title line in the body, keeping every other line where it was', () => {
    const lines = article.body.split('\n');
    expect(lines[0]).toBe('');
    expect(lines).toHaveLength(source.split('\n').length);
    expect(lines[5]).toBe('## The timers');
  });

  it('lists the sections with unique ids and their lines, not headings inside code', () => {
    expect(article.headings).toEqual([
      { depth: 2, text: 'The timers', id: 'the-timers', line: 6 },
      { depth: 3, text: 'The timers', id: 'the-timers-2', line: 10 },
      { depth: 2, text: '出勤する', id: '出勤する', line: 20 },
    ]);
  });

  it('gives search the plain words: no Markdown marks, no table rules', () => {
    expect(article.text).toContain('Some code and emphasis.');
    expect(article.text).toContain('A Approve');
    expect(article.text).not.toMatch(/[*`|]|---/);
    expect(article.text.split('\n')[0]).toBe('Clock in and out');
  });

  it('reads an article without sections or summary', () => {
    expect(parseArticle('# Only a title\n')).toMatchObject({
      title: 'Only a title',
      summary: '',
      headings: [],
    });
  });
});

describe('plainInline', () => {
  it('keeps only the words of links, code and emphasis', () => {
    expect(plainInline('See [the **clock**](/clock), `Ctrl + K` and *this*.')).toBe(
      'See the clock, Ctrl + K and this.',
    );
  });
});

describe('headingSlug', () => {
  it('makes readable ids in both languages', () => {
    expect(headingSlug('Forgot to clock out yesterday?')).toBe('forgot-to-clock-out-yesterday');
    expect(headingSlug('PIN を間違えた場合')).toBe('pin-を間違えた場合');
    expect(headingSlug('!!!')).toBe('section');
  });
});
