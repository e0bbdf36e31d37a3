// What the help pages need from an article's Markdown besides rendering it: the title (its one
// `# ` line), the summary (the first paragraph), the section headings for the table of contents,
// and the plain text that help search reads.

/** A section of an article, as the table of contents links to it. */
export interface ArticleHeading {
  depth: 2 | 3;
  text: string;
  /** The heading's element id: unique in the article, readable in the address. */
  id: string;
  /** 1-based line of the heading in `body`, where the renderer finds it again. */
  line: number;
}

export interface ParsedArticle {
  title: string;
  summary: string;
  /** The source with its title line blanked (the page shows the title itself), lines kept. */
  body: string;
  headings: ArticleHeading[];
  /** Title and body as plain text, for search. */
  text: string;
}

const FENCE = /^\s*(```|~~~)/;
const TITLE = /^#\s+(.+?)\s*#*\s*$/;
const SECTION = /^(#{2,3})\s+(.+?)\s*#*\s*$/;

/** Inline Markdown as the words a reader sees: links and emphasis keep only their text. */
export function plainInline(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/\*(\S(?:.*?\S)?)\*/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, '$1')
    .trim();
}

/** A line of a block as plain words: no heading marks, quote marks, list bullets or table pipes. */
function plainLine(line: string): string {
  if (/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line)) return '';
  if (/^\s*(-{3,}|\*{3,})\s*$/.test(line)) return '';
  const unmarked = line
    .replace(/^\s*#{1,6}\s+/, '')
    .replace(/^\s*(>\s*)+/, '')
    .replace(/^\s*([-*+]|\d+[.)])\s+/, '')
    .replace(/\|/g, ' ');
  return plainInline(unmarked).replace(/\s+/g, ' ');
}

/** `Clock in and out` -> `clock-in-and-out`; Japanese letters stay as they are. */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'section' : slug;
}

export function parseArticle(source: string): ParsedArticle {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let title = '';
  let summary = '';
  const headings: ArticleHeading[] = [];
  const used = new Map<string, number>();
  const words: string[] = [];
  let inFence = false;
  let paragraph: string[] | undefined;

  lines.forEach((line, index) => {
    if (FENCE.test(line)) {
      inFence = !inFence;
      return;
    }
    if (inFence) {
      words.push(line.trim());
      return;
    }
    const titleMatch = title === '' ? TITLE.exec(line) : null;
    if (titleMatch?.[1] !== undefined) {
      title = plainInline(titleMatch[1]);
      lines[index] = '';
      paragraph = [];
      return;
    }
    const section = SECTION.exec(line);
    if (section?.[1] !== undefined && section[2] !== undefined) {
      const text = plainInline(section[2]);
      const base = headingSlug(text);
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      const depth = section[1].length === 2 ? 2 : 3;
      headings.push({
        depth,
        text,
        id: seen === 0 ? base : `${base}-${seen + 1}`,
        line: index + 1,
      });
    }
    // The summary is the first paragraph under the title, before any section.
    if (paragraph !== undefined && summary === '') {
      if (line.trim() === '' || section !== null) {
        if (paragraph.length > 0) summary = paragraph.join(' ');
        if (section !== null) paragraph = undefined;
      } else {
        paragraph.push(plainLine(line));
      }
    }
    const plain = plainLine(line);
    if (plain !== '') words.push(plain);
  });
  if (summary === '' && paragraph !== undefined && paragraph.length > 0) {
    summary = paragraph.join(' ');
  }

  return {
    title,
    summary,
    body: lines.join('\n'),
    headings,
    text: [title, ...words].join('\n'),
  };
}
