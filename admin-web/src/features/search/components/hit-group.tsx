import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { HitText } from '@/features/search/components/hit-text';
import { HitKindIcon } from '@/features/search/components/search-icons';
import type { SearchHit } from '@/features/search/types';
import type { HitKindGroup } from '@/features/search/utils/search-hits';

interface HitRowProps {
  hit: SearchHit;
  href: string | null;
  terms: string[];
}

function HitRow({ hit, href, terms }: HitRowProps) {
  const { t } = useTranslation('search');
  return (
    <Group component="li" gap="sm" wrap="nowrap" py={6} align="flex-start">
      <Box c="dimmed" pt={2} style={{ flexShrink: 0 }}>
        <HitKindIcon type={hit.type} size={18} />
      </Box>
      <Stack gap={0} miw={0}>
        <HitText hit={hit} terms={terms} href={href ?? undefined} />
        {href === null && (
          <Text size="xs" c="dimmed">
            {t('hit.noPage')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

interface HitGroupProps {
  group: HitKindGroup;
  terms: string[];
  /** Where each hit opens (null: nowhere the caller may go). */
  targetOf: (hit: SearchHit) => string | null;
}

/** One kind of hit on the search page: a titled card listing them best first. */
export function HitGroup({ group, terms, targetOf }: HitGroupProps) {
  const { t } = useTranslation('search');
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t(`group.${group.type}`)}
          </Title>
          <Badge variant="light" color="gray" aria-hidden>
            {group.hits.length}
          </Badge>
        </Group>
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {group.hits.map((hit) => (
            <HitRow key={hit.id} hit={hit} href={targetOf(hit)} terms={terms} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
