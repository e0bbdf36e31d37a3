// The summary report's charts: their own chunk (recharts is large), loaded after the figures have
// painted. Each chart is a picture with a description; the `summary-report` dialog holds the same
// numbers as tables.
import '@mantine/charts/styles.css';

import { BarChart, DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { MemberSummaryReport } from '@/features/summary-report/types';
import {
  dayBars,
  type LabelSlice,
  labelSlices,
  sharePercent,
} from '@/features/summary-report/utils/chart-data';
import { useLocale } from '@/hooks/use-locale';
import { formatDurationText } from '@/lib/dates';

interface ChartBlockProps {
  title: string;
  headingId: string;
  children: ReactNode;
}

function ChartBlock({ title, headingId, children }: ChartBlockProps) {
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId} miw={0}>
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

interface ShareChartProps {
  slices: readonly LabelSlice[];
  /** What the picture shows, for those who cannot see it. */
  description: string;
}

/** A donut of the biggest parts and, beside it, their names, times and shares. */
function ShareChart({ slices, description }: ShareChartProps) {
  const { t } = useTranslation('summaryReport');
  const locale = useLocale();
  const whole = slices.reduce((sum, slice) => sum + slice.value, 0);
  if (slices.length === 0) return <Text size="sm">{t('charts.noActivities')}</Text>;
  return (
    <Group gap="md" align="center" wrap="nowrap">
      <DonutChart
        role="img"
        aria-label={description}
        data={[...slices]}
        size={120}
        thickness={22}
        withTooltip={false}
        style={{ flexShrink: 0 }}
      />
      <Stack component="ul" gap={6} p={0} m={0} miw={0}>
        {slices.map((slice) => (
          <Group
            key={slice.name}
            component="li"
            gap="xs"
            wrap="nowrap"
            style={{ listStyle: 'none' }}
          >
            <ColorSwatch color={slice.color} size={12} style={{ flexShrink: 0 }} aria-hidden />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {slice.name}
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatDurationText(slice.value, locale)} ·{' '}
              {t('percent.value', { value: sharePercent(slice.value, whole) })}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}

/** Work vs break by day, the top projects and the top categories of one member's report. */
export default function SummaryCharts({ report }: { report: MemberSummaryReport }) {
  const { t } = useTranslation('summaryReport');
  const locale = useLocale();
  const days = dayBars(report.days ?? [], locale);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const hours = (value: number) => `${number.format(value)} ${t('charts.hours')}`;

  return (
    <Stack gap="lg">
      <ChartBlock title={t('charts.workBreak')} headingId="summary-chart-days">
        <BarChart
          role="img"
          aria-label={t('charts.workBreakLabel')}
          h={260}
          data={days}
          dataKey="day"
          series={[
            { name: 'work', label: t('series.work'), color: 'teal.6' },
            { name: 'break', label: t('series.break'), color: 'orange.5' },
          ]}
          valueFormatter={hours}
          // Bare numbers on the axis, named once beside it: `2.25 時間` would wrap on every tick.
          yAxisProps={{ tickFormatter: (value: number) => number.format(value), width: 44 }}
          yAxisLabel={t('charts.hoursAxis')}
          withLegend
          // The chart is a picture: its numbers are in the breakdown's tables, reachable by keyboard.
          accessibilityLayer={false}
          tickLine="y"
        />
      </ChartBlock>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChartBlock title={t('charts.projects')} headingId="summary-chart-projects">
          <ShareChart
            slices={labelSlices(report.topProjects, t('label.noProject'))}
            description={t('charts.projectsLabel')}
          />
        </ChartBlock>
        <ChartBlock title={t('charts.categories')} headingId="summary-chart-categories">
          <ShareChart
            slices={labelSlices(report.topCategories, t('label.noCategory'))}
            description={t('charts.categoriesLabel')}
          />
        </ChartBlock>
      </SimpleGrid>
    </Stack>
  );
}
