// How article Markdown becomes the page: section headings carry the ids the table of contents
// links to, links inside the app stay in the reader's language and route without a reload, and
// wide tables scroll on their own instead of widening the page. Raw HTML in Markdown is never
// rendered (react-markdown's default), so an article cannot inject markup.
import { Anchor, Box, Code, Title } from '@mantine/core';
import type { Locale } from '@punchcard/shared';
import type { ReactNode } from 'react';
import type { Components, ExtraProps } from 'react-markdown';
import { Link } from 'react-router';

import { withLocale } from '@/config/paths';
import type { ArticleHeading } from '@/features/help/utils/parse-article';

interface MarkdownContext {
  headings: readonly ArticleHeading[];
  /** The reader's locale prefix, for links to the app's own pages. */
  prefix: Locale | undefined;
  /** The accessible name of a table's scrolling frame. */
  tableLabel: string;
}

// Typography underlines links only on hover; in running text a link must not be told apart by
// its colour alone (WCAG 1.4.1), so it is always underlined, as everywhere else in the app.
const underlined = { textDecoration: 'underline' } as const;

function section(order: 2 | 3, id: string | undefined, children: ReactNode) {
  // Inline, because Typography's own heading sizes would otherwise win over the Title's.
  const size = order === 2 ? 'h3' : 'h4';
  return (
    <Title
      order={order}
      id={id}
      mt="xl"
      mb="sm"
      style={{
        fontSize: `var(--mantine-${size}-font-size)`,
        lineHeight: `var(--mantine-${size}-line-height)`,
      }}
    >
      {children}
    </Title>
  );
}

/** A path of this app (`/help/...`), as opposed to another site or a place on this page. */
const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

export function markdownComponents({ headings, prefix, tableLabel }: MarkdownContext): Components {
  const idAtLine = new Map(headings.map((heading) => [heading.line, heading.id]));
  const idOf = (node: ExtraProps['node']) => idAtLine.get(node?.position?.start.line ?? 0);

  return {
    // The page shows the title as its own heading (an <h1> of size h2), so sections are sized
    // below it; a stray `#` line stays inside the outline.
    h1: ({ node, children }) => section(2, idOf(node), children),
    h2: ({ node, children }) => section(2, idOf(node), children),
    h3: ({ node, children }) => section(3, idOf(node), children),
    a: ({ href, children }): ReactNode => {
      if (href !== undefined && isAppPath(href)) {
        return (
          <Anchor component={Link} to={withLocale(href, prefix)} inherit style={underlined}>
            {children}
          </Anchor>
        );
      }
      return (
        <Anchor href={href} inherit style={underlined}>
          {children}
        </Anchor>
      );
    },
    code: ({ children }) => <Code>{children}</Code>,
    table: ({ children }) => (
      // Focusable so that keyboard users can scroll it too (WCAG 2.1.1).
      <Box role="region" aria-label={tableLabel} tabIndex={0} style={{ overflowX: 'auto' }} mb="md">
        <table style={{ marginBottom: 0 }}>{children}</table>
      </Box>
    ),
  };
}
