import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { type Locale, ReportPeriod } from '@punchcard/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type {
  AttendanceFigures,
  AttendanceMember,
  AttendanceRow,
} from '@/features/attendance-report/types';
import {
  bucketLabel,
  clockDuration,
  zonedTime,
} from '@/features/attendance-report/utils/attendance-format';
import { useLocale } from '@/hooks/use-locale';

/** The figure columns, in order, after the date (or member) column. */
export const FIGURE_COLUMNS = [
  'firstIn',
  'lastOut',
  'worked',
  'break',
  'activity',
  'breaks',
  'drafts',
  'pending',
  'earlyIn',
  'lateOut',
  'overtime',
] as const;
type FigureColumn = (typeof FIGURE_COLUMNS)[number];

interface CellContext {
  t: TFunction<'attendanceReport'>;
  locale: Locale;
  timeZone: string;
  period: ReportPeriod;
}

// A dash, not a word: an empty cell reads the same in every language.
const NONE = '—';
const duration = (seconds: number) => (seconds > 0 ? clockDuration(seconds) : NONE);
const count = (value: number) => (value > 0 ? String(value) : NONE);

/** Early in / late out: the seconds of a day's row, else how many days were early or late. */
function earlyLate(seconds: number | null, days: number, ctx: CellContext): string {
  if (seconds !== null && ctx.period === ReportPeriod.Daily) return duration(seconds);
  return days > 0 ? ctx.t('table.days', { count: days }) : NONE;
}

/** One row's cells; `row` null for a total (no first-in or last-out of its own). */
export function figureCells(
  figures: AttendanceFigures,
  row: AttendanceRow | null,
  ctx: CellContext,
): Record<FigureColumn, string> {
  const withDay = ctx.period !== ReportPeriod.Daily;
  const at = (seconds: number | null | undefined) =>
    seconds === null || seconds === undefined
      ? NONE
      : zonedTime(seconds, ctx.timeZone, ctx.locale, withDay);
  return {
    firstIn: at(row?.firstIn),
    lastOut: row?.isOpen === true ? ctx.t('table.open') : at(row?.lastOut),
    worked: duration(figures.worked),
    break: duration(figures.breakTime),
    activity: duration(figures.activityTime),
    breaks: count(figures.numberOfBreaks),
    drafts: count(figures.numberOfDrafts),
    pending: count(figures.pendingRequests),
    earlyIn: earlyLate(row?.earlyIn ?? null, figures.earlyInDays, ctx),
    lateOut: earlyLate(row?.lateOut ?? null, figures.lateOutDays, ctx),
    overtime: duration(figures.overtime),
  };
}

export function useCellContext(timeZone: string, period: ReportPeriod): CellContext {
  const { t } = useTranslation('attendanceReport');
  return { t, locale: useLocale(), timeZone, period };
}

interface AttendanceTableProps {
  members: readonly AttendanceMember[];
  /** Every member's sum (the summary endpoint), for the foot row; undefined while loading. */
  totals: AttendanceFigures | undefined;
  period: ReportPeriod;
  timeZone: string;
  /** What the table's caption says it covers. */
  periodLabel: string;
  onDetails: (member: AttendanceMember) => void;
}

/**
 * Attendance by member, then by day, week or month: each member's row group opens with their
 * totals (and a way to their details), followed by the rows with time.
 */
export function AttendanceTable({
  members,
  totals,
  period,
  timeZone,
  periodLabel,
  onDetails,
}: AttendanceTableProps) {
  const ctx = useCellContext(timeZone, period);
  const { t } = ctx;

  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover withTableBorder captionSide="top" fz="sm">
        <Table.Caption style={{ textAlign: 'start' }}>
          {t('table.caption', { period: periodLabel, zone: timeZone })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              {t('column.member')} / {t('column.date')}
            </Table.Th>
            {FIGURE_COLUMNS.map((column) => (
              <Table.Th key={column} scope="col" ta="right">
                {t(`column.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {members.map((member) => (
          <MemberRows key={member.idUser} member={member} ctx={ctx} onDetails={onDetails} />
        ))}
        {totals !== undefined && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">{t('table.memberTotal')}</Table.Th>
              {FIGURE_COLUMNS.map((column) => (
                <Table.Td key={column} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {figureCells(totals, null, ctx)[column]}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

function MemberRows({
  member,
  ctx,
  onDetails,
}: {
  member: AttendanceMember;
  ctx: CellContext;
  onDetails: (member: AttendanceMember) => void;
}) {
  const { t } = ctx;
  const totals = figureCells(member.totals, null, ctx);
  return (
    <Table.Tbody>
      <Table.Tr bg="var(--mantine-color-default-hover)">
        <Table.Th scope="rowgroup" miw="13rem">
          <Stack gap={4} align="flex-start">
            <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {member.name}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Badge variant="light" color="gray" tt="none" size="sm">
                {t(`role.${member.role}`)}
              </Badge>
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label={t('table.detailsOf', { name: member.name })}
                onClick={() => {
                  onDetails(member);
                }}
              >
                {t('table.details')}
              </Button>
            </Group>
          </Stack>
        </Table.Th>
        {FIGURE_COLUMNS.map((column) => (
          <Table.Td key={column} ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {totals[column]}
          </Table.Td>
        ))}
      </Table.Tr>
      {member.rows.map((row) => (
        <BucketRow key={row.date} row={row} ctx={ctx} />
      ))}
    </Table.Tbody>
  );
}

/** One day, week or month of a member. */
export function BucketRow({ row, ctx }: { row: AttendanceRow; ctx: CellContext }) {
  const cells = figureCells(row, row, ctx);
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
        {bucketLabel(row, ctx.period, ctx.timeZone, ctx.locale)}
      </Table.Th>
      {FIGURE_COLUMNS.map((column) => (
        <Table.Td key={column} ta="right" style={{ whiteSpace: 'nowrap' }}>
          {cells[column]}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
