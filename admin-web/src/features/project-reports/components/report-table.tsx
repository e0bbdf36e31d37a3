import { Stack, Table, Text } from '@mantine/core';
import { ProjectReportGroup } from '@punchcard/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { ProjectMemberReportPage, ProjectReportRow } from '@/features/project-reports/types';
import { useLocale } from '@/hooks/use-locale';
import { formatDurationText } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { dateLabel, rangeLabel } from '@/lib/report-range';

interface ReportTableProps {
  report: ProjectMemberReportPage;
  /** Names the table (the period it covers). */
  caption: string;
}

/** What a row's group reads as: a task's name, or the local day, week or month it covers. */
function groupText(
  row: ProjectReportRow,
  locale: 'en' | 'ja',
  t: TFunction<'projectReports'>,
): string {
  const group = row.group;
  if (group === null) return '';
  if (group.kind === ProjectReportGroup.Task) return group.label ?? t('group.noTask');
  if (group.key === null) return group.label ?? '';
  if (group.kind === ProjectReportGroup.Day) return dateLabel(group.key, locale);
  if (group.kind === ProjectReportGroup.Week) {
    return t('group.weekOf', { date: dateLabel(group.key, locale) });
  }
  if (group.kind === ProjectReportGroup.Month) {
    return rangeLabel({ unit: 'month', from: group.key, to: group.key }, locale);
  }
  return group.label ?? '';
}

/**
 * One page of the report's rows with the whole selection's totals underneath. Rate and cost
 * columns appear only when the API sends them (null: the caller may not read rates).
 */
export function ReportTable({ report, caption }: ReportTableProps) {
  const { t } = useTranslation('projectReports');
  const locale = useLocale();
  const grouped = report.groups !== ProjectReportGroup.Member;
  const rates = report.items.some((row) => row.rate !== null || row.currentRate !== null);
  const costs = report.totals.cost !== null || report.items.some((row) => row.cost !== null);
  const money = (amount: string | null) =>
    amount === null ? '—' : formatMoney(amount, report.currency, locale);
  const perHour = (amount: string | null) =>
    amount === null
      ? '—'
      : t('rate.perHour', { rate: formatMoney(amount, report.currency, locale) });

  return (
    // With rates the table is too wide for a phone: it scrolls sideways rather than squeeze.
    <Table.ScrollContainer minWidth={rates ? 640 : 0}>
      <Table verticalSpacing="xs" striped captionSide="top">
        <Table.Caption ta="start">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('column.member')}</Table.Th>
            {grouped && <Table.Th scope="col">{t(`group.${report.groups}`)}</Table.Th>}
            {rates && <Table.Th scope="col">{t('column.rate')}</Table.Th>}
            {rates && <Table.Th scope="col">{t('column.currentRate')}</Table.Th>}
            <Table.Th scope="col" ta="end">
              {t('column.duration')}
            </Table.Th>
            {costs && (
              <Table.Th scope="col" ta="end">
                {t('column.cost')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.items.map((row) => (
            <Table.Tr key={`${row.member.idUser}-${row.group?.key ?? ''}`}>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {row.member.name}
                  </Text>
                  {/* Someone without a name is known by their e-mail: not shown twice. */}
                  {row.member.email !== row.member.name && (
                    <Text
                      size="xs"
                      c="dimmed"
                      visibleFrom="sm"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {row.member.email}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              {grouped && (
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {groupText(row, locale, t)}
                </Table.Td>
              )}
              {rates && <Table.Td style={{ whiteSpace: 'nowrap' }}>{perHour(row.rate)}</Table.Td>}
              {rates && (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{perHour(row.currentRate)}</Table.Td>
              )}
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                {formatDurationText(row.duration, locale)}
              </Table.Td>
              {costs && (
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {money(row.cost)}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('totals.label')}</Table.Th>
            {grouped && <Table.Td />}
            {rates && <Table.Td />}
            {rates && <Table.Td />}
            <Table.Td ta="end" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatDurationText(report.totals.duration, locale)}
            </Table.Td>
            {costs && (
              <Table.Td ta="end" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {money(report.totals.cost)}
              </Table.Td>
            )}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
