import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import {
  TrendDownIcon,
  TrendFlatIcon,
  TrendUpIcon,
} from '@/features/summary-report/components/trend-icons';
import type { SummaryFigure } from '@/features/summary-report/hooks/use-summary-figures';

type Comparison = NonNullable<SummaryFigure['comparison']>;

/** The move against the previous period in words (never colour alone: more work is not "good"). */
function ComparisonLine({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation('summaryReport');
  const { change, delta, previous } = comparison;
  const percent = t('percent.value', { value: change.percent ?? 0 });
  const text =
    change.direction === 'same'
      ? t('compare.same')
      : change.direction === 'down'
        ? t('compare.down', { delta, percent })
        : change.percent === null
          ? t('compare.upNoBase', { delta })
          : t('compare.up', { delta, percent });
  const TrendIcon =
    change.direction === 'up'
      ? TrendUpIcon
      : change.direction === 'down'
        ? TrendDownIcon
        : TrendFlatIcon;
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TrendIcon size={16} style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">{text}</Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('compare.previous', { value: previous })}
      </Text>
    </Stack>
  );
}

/** The summary report's fields as cards; the first two compare with the previous period. */
export function KpiCards({ figures }: { figures: readonly SummaryFigure[] }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 2, md: 3, lg: 5 }} spacing="sm" p={0} m={0}>
      {figures.map((figure) => (
        <Paper
          key={figure.key}
          component="li"
          withBorder
          radius="md"
          p="md"
          style={{ listStyle: 'none' }}
        >
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text fz={24} fw={700} lh={1.2}>
              {figure.value}
            </Text>
            {figure.note !== undefined && <Text size="sm">{figure.note}</Text>}
            {figure.comparison !== undefined && <ComparisonLine comparison={figure.comparison} />}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
