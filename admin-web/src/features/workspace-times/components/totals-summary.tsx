import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { TimeTotals } from '@/features/workspace-times/utils/totals';
import { useLocale } from '@/hooks/use-locale';
import { formatDurationText } from '@/lib/dates';

export interface TotalsSummaryProps {
  totals: TimeTotals;
  /** Names the list for screen readers ("Totals of the week"). */
  label: string;
  /** Three tiles side by side (a page's header), or three rows (a narrow card). */
  layout?: 'tiles' | 'rows';
}

/** Worked, breaks and tracked time, as a definition list. */
export function TotalsSummary({ totals, label, layout = 'tiles' }: TotalsSummaryProps) {
  const { t } = useTranslation('timestamps');
  const locale = useLocale();
  const items = [
    { key: 'worked', label: t('totals.worked'), seconds: totals.worked },
    { key: 'breaks', label: t('totals.breaks'), seconds: totals.breaks },
    { key: 'tracked', label: t('totals.tracked'), seconds: totals.tracked },
  ] as const;

  if (layout === 'rows') {
    return (
      <Stack component="dl" gap={6} m={0} aria-label={label}>
        {items.map((item) => (
          <Group key={item.key} justify="space-between" gap="xs">
            <Text component="dt" size="sm" c="dimmed">
              {item.label}
            </Text>
            <Text component="dd" m={0} fw={700}>
              {formatDurationText(item.seconds, locale)}
            </Text>
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    <SimpleGrid component="dl" cols={3} spacing="sm" m={0} aria-label={label}>
      {items.map((item) => (
        <Paper key={item.key} withBorder radius="md" p={{ base: 'xs', sm: 'sm' }}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.3}>
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={700} fz={{ base: 'md', sm: 'xl' }}>
            {formatDurationText(item.seconds, locale)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
