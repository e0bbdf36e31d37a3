import { Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReportPeriod } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import {
  FIGURE_COLUMNS,
  figureCells,
  useCellContext,
} from '@/features/attendance-report/components/attendance-table';
import type { AttendanceMember } from '@/features/attendance-report/types';
import {
  bucketLabel,
  clockDuration,
  decimalHours,
} from '@/features/attendance-report/utils/attendance-format';

interface AttendanceMemberDialogProps {
  /** The member shown; null keeps the dialog closed. */
  member: AttendanceMember | null;
  period: ReportPeriod;
  timeZone: string;
  periodLabel: string;
  onClose: () => void;
}

/**
 * The spec's `attendance-report` dialog: one member's period in detail, with what the table
 * leaves out (time clocked in before breaks, the schedule, decimal hours as payroll reads them).
 */
export function AttendanceMemberDialog({
  member,
  period,
  timeZone,
  periodLabel,
  onClose,
}: AttendanceMemberDialogProps) {
  const { t } = useTranslation('attendanceReport');
  const ctx = useCellContext(timeZone, period);
  const phone = useMediaQuery('(max-width: 36em)');

  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('seals.close') }}
      size="80rem"
      fullScreen={phone}
      title={member === null ? '' : t('dialog.title', { name: member.name })}
      data-dialog="attendance-report"
    >
      {member !== null && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('dialog.frame', { period: periodLabel, zone: timeZone })}
          </Text>
          <Title order={2} size="h4">
            {t('dialog.totals')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {(
              [
                ['worked', member.totals.worked],
                ['workspaceTime', member.totals.workspaceTime],
                ['break', member.totals.breakTime],
                ['overtime', member.totals.overtime],
                ['scheduled', member.totals.scheduled],
                ['activity', member.totals.activityTime],
              ] as const
            ).map(([key, seconds]) => (
              <Paper key={key} withBorder p="sm" radius="md">
                <Text size="xs">{t(`column.${key}`)}</Text>
                <Text fw={700}>{clockDuration(seconds)}</Text>
                <Text size="xs" c="dimmed">
                  {decimalHours(seconds)} h
                </Text>
              </Paper>
            ))}
            <Paper withBorder p="sm" radius="md">
              <Text size="xs">{t('column.daysPresent')}</Text>
              <Text fw={700}>{member.totals.daysPresent}</Text>
            </Paper>
            <Paper withBorder p="sm" radius="md">
              <Text size="xs">{t('column.pending')}</Text>
              <Text fw={700}>{member.totals.pendingRequests}</Text>
            </Paper>
          </SimpleGrid>
          <Title order={2} size="h4">
            {t('dialog.rows')}
          </Title>
          {member.rows.length === 0 ? (
            <Text>{t('table.noRows')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={1100}>
              <Table striped withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('column.date')}</Table.Th>
                    {FIGURE_COLUMNS.map((column) => (
                      <Table.Th key={column} scope="col" ta="right">
                        {t(`column.${column}`)}
                      </Table.Th>
                    ))}
                    <Table.Th scope="col" ta="right">
                      {t('column.workspaceTime')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('column.scheduled')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {member.rows.map((row) => {
                    const cells = figureCells(row, row, ctx);
                    return (
                      <Table.Tr key={row.date}>
                        <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                          {bucketLabel(row, period, timeZone, ctx.locale)}
                        </Table.Th>
                        {FIGURE_COLUMNS.map((column) => (
                          <Table.Td key={column} ta="right" style={{ whiteSpace: 'nowrap' }}>
                            {cells[column]}
                          </Table.Td>
                        ))}
                        <Table.Td ta="right">{clockDuration(row.workspaceTime)}</Table.Td>
                        <Table.Td ta="right">{clockDuration(row.scheduled)}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {member.rows.some((row) => row.isOpen) && (
            <Text size="sm" c="dimmed">
              {t('dialog.openNote')}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
