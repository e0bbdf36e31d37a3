import { Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { SummaryFigure } from '@/features/summary-report/hooks/use-summary-figures';
import type { MemberSummaryReport, ReportLabelTotal } from '@/features/summary-report/types';
import { longDay, sharePercent } from '@/features/summary-report/utils/chart-data';
import { useLocale } from '@/hooks/use-locale';
import { formatDurationText } from '@/lib/dates';

interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

function Section({ id, title, children }: SectionProps) {
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function LabelTable({
  totals,
  noneLabel,
}: {
  totals: readonly ReportLabelTotal[];
  noneLabel: string;
}) {
  const { t } = useTranslation('summaryReport');
  const locale = useLocale();
  const whole = totals.reduce((sum, total) => sum + total.duration, 0);
  if (totals.length === 0) return <Text size="sm">{t('dialog.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table striped verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('column.name')}</Table.Th>
            <Table.Th scope="col">{t('column.duration')}</Table.Th>
            <Table.Th scope="col">{t('column.share')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totals.map((total) => (
            <Table.Tr key={total.id ?? 'none'}>
              <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
                {total.name ?? noneLabel}
              </Table.Th>
              <Table.Td>{formatDurationText(total.duration, locale)}</Table.Td>
              <Table.Td>
                {t('percent.value', { value: sharePercent(total.duration, whole) })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface SummaryBreakdownDialogProps {
  opened: boolean;
  onClose: () => void;
  report: MemberSummaryReport;
  figures: readonly SummaryFigure[];
  memberName: string;
  periodLabel: string;
}

/**
 * The spec's `summary-report` dialog: every figure and, as tables, what each chart draws (the
 * charts' text alternative), so nothing is only in a picture.
 */
export function SummaryBreakdownDialog({
  opened,
  onClose,
  report,
  figures,
  memberName,
  periodLabel,
}: SummaryBreakdownDialogProps) {
  const { t } = useTranslation('summaryReport');
  const locale = useLocale();
  const duration = (seconds: number) => formatDurationText(seconds, locale);
  const days = (report.days ?? []).filter((day) => day.work + day.break + day.activity > 0);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t('dialog.title', { name: memberName })}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack gap="lg">
        <Text size="sm">{t('dialog.period', { period: periodLabel, zone: report.timeZone })}</Text>
        <Section id="summary-dialog-figures" title={t('dialog.figures')}>
          <Table.ScrollContainer minWidth={0}>
            <Table striped verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('column.figure')}</Table.Th>
                  <Table.Th scope="col">{t('column.value')}</Table.Th>
                  <Table.Th scope="col">{t('column.previous')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {figures.map((figure) => (
                  <Table.Tr key={figure.key}>
                    <Table.Th scope="row" fw={400}>
                      {figure.label}
                    </Table.Th>
                    <Table.Td>
                      {figure.note === undefined ? figure.value : `${figure.value} ${figure.note}`}
                    </Table.Td>
                    <Table.Td>{figure.comparison?.previous ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Section>
        <Section id="summary-dialog-days" title={t('dialog.days')}>
          {days.length === 0 ? (
            <Text size="sm">{t('dialog.none')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={0}>
              <Table striped verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('column.date')}</Table.Th>
                    <Table.Th scope="col">{t('column.work')}</Table.Th>
                    <Table.Th scope="col">{t('column.break')}</Table.Th>
                    <Table.Th scope="col">{t('column.activity')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {days.map((day) => (
                    <Table.Tr key={day.date}>
                      <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                        {longDay(day.date, locale)}
                      </Table.Th>
                      <Table.Td>{duration(day.work)}</Table.Td>
                      <Table.Td>{duration(day.break)}</Table.Td>
                      <Table.Td>{duration(day.activity)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Section>
        <Section id="summary-dialog-projects" title={t('dialog.projects')}>
          <LabelTable
            totals={report.projects ?? report.topProjects}
            noneLabel={t('label.noProject')}
          />
        </Section>
        <Section id="summary-dialog-categories" title={t('dialog.categories')}>
          <LabelTable totals={report.topCategories} noneLabel={t('label.noCategory')} />
        </Section>
      </Stack>
    </Modal>
  );
}
