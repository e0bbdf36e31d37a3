// The articles are content, but content the build ships: every one has a title and a summary in
// both languages, links only to pages and articles that exist, says the same in Japanese as in
// English (the same links), and leaves no English behind in Japanese.
import { paths } from '@/config/paths';
import { HELP_CATALOGUE, type HelpArticleKey } from '@/features/help/articles/catalogue';
import { sources as english } from '@/features/help/articles/en';
import { sources as japanese } from '@/features/help/articles/ja';
import { parseArticle } from '@/features/help/utils/parse-article';

const keys = HELP_CATALOGUE.flatMap(({ slug, articles }) =>
  articles.map((article) => `${slug}/${article}` as HelpArticleKey),
);
const languages = { en: english, ja: japanese } as const;

/** The targets of the Markdown links of `source`, in order. */
const linksOf = (source: string) =>
  [...source.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);

/** Whether `path` is a page of the app: some route pattern of config/paths matches it. */
function isAppPage(path: string): boolean {
  return Object.values(paths).some(({ path: pattern }) =>
    new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path),
  );
}

// Names of products, formats, keys and standards that Japanese text writes in Latin letters too.
const latinInJapanese = new Set(
  'Punchcard API PIN QR NFC ID IP USB HTTPS JPEG PNG PDF WebP MB UID Chrome Edge Firefox Safari Linux Windows Kiosk Raspberry Pi Mac Ctrl Tab Space Enter K A R X J Authorization'.split(
    ' ',
  ),
);

describe.each(Object.entries(languages))('the %s help articles', (language, sources) => {
  it.each(keys)('%s has a title, a summary and at least one section or table', (key) => {
    const article = parseArticle(sources[key]);
    expect(article.title).not.toBe('');
    expect(article.summary.length).toBeGreaterThan(20);
    expect(article.headings.length + (sources[key].includes('|---') ? 1 : 0)).toBeGreaterThan(0);
  });

  it('link only to articles and pages that exist', () => {
    const broken = keys.flatMap((key) =>
      linksOf(sources[key])
        .filter((target) => target !== undefined)
        .filter((target) => {
          const article = /^\/help\/articles\/([^/]+)\/([^/#]+)/.exec(target);
          if (article !== null)
            return !keys.includes(`${article[1]}/${article[2]}` as HelpArticleKey);
          return !target.startsWith('/') || !isAppPage(target.split(/[?#]/)[0] ?? '');
        })
        .map((target) => `${language}:${key} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('the Japanese help articles', () => {
  it.each(keys)('%s links where the English one does', (key) => {
    expect(linksOf(japanese[key])).toEqual(linksOf(english[key]));
  });

  it.each(keys)('%s leaves no English words behind', (key) => {
    // Code (what is typed, such as `2h 30m`) and addresses are not prose.
    const words = parseArticle(japanese[key].replace(/`[^`]*`/g, ''))
      .text.replace(/\/[\w/.-]*/g, '')
      .match(/[A-Za-z]+/g);
    const english = (words ?? []).filter((word) => !latinInJapanese.has(word));
    expect(english).toEqual([]);
  });
});
