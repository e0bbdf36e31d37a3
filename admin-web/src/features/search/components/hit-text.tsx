import { Anchor, Highlight, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { SearchHit } from '@/features/search/types';

interface HitTextProps {
  hit: SearchHit;
  /** What to mark in the title (highlightTerms). */
  terms: string[];
  /** Makes the title a link (the search page); the header's rows are links themselves. */
  href?: string;
}

/** A hit's title with the matched part marked, and its context (project, e-mail) under it. */
export function HitText({ hit, terms, href }: HitTextProps) {
  const title = (
    <Highlight component="span" highlight={terms} size="sm" fw={500} truncate>
      {hit.title}
    </Highlight>
  );
  return (
    <Stack gap={0} miw={0} component="span">
      {href === undefined ? (
        title
      ) : (
        <Anchor component={Link} to={href} display="block" miw={0}>
          {title}
        </Anchor>
      )}
      {hit.subtitle !== null && hit.subtitle !== '' && (
        <Text component="span" size="xs" c="dimmed" truncate>
          {hit.subtitle}
        </Text>
      )}
    </Stack>
  );
}
