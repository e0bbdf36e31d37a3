import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type Locale, WorkStatus } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { teamStatusQueries } from '@/features/team-board/api/team-status-queries';
import { type BoardRow, boardRows, countByStatus } from '@/features/team-board/utils/board-rows';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';
import { memberPageQueries } from '@/lib/member-page-access';

/**
 * Printed, the board is the emergency roll-call list: the app's header and menu, and the
 * board's buttons, stay off the paper; a tick column for who was found shows only there.
 */
const PRINT_CSS = `
[data-print-only] { display: none; }
@media print {
  .mantine-AppShell-header, .mantine-AppShell-navbar, [data-print-hide] { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; }
  [data-print-only] { display: revert !important; }
}`;

/** Today's times alone; a state begun on an earlier day (a forgotten clock-out) with its date. */
function sinceText(since: number, locale: Locale): string {
  const today = dayjs.unix(since).isSame(dayjs(), 'day');
  return formatDate(since, locale, today ? 'time' : 'dateTime');
}

const statusColor = {
  [WorkStatus.Working]: 'green',
  [WorkStatus.Break]: 'orange',
  [WorkStatus.NotWorking]: 'gray',
} as const;

export interface TeamBoardProps {
  workspaceId: string;
  /** The member's page a name links to. */
  memberHref: (idUser: string) => string;
}

/** Who is working, on a break or out right now, refreshed while open, and printable. */
export function TeamBoard({ workspaceId, memberHref }: TeamBoardProps) {
  const { t } = useTranslation('memberTime');
  const locale = useLocale();
  const statuses = useQuery(teamStatusQueries.list(workspaceId));
  const members = useQuery(memberPageQueries.members(workspaceId));
  const collator = useMemo(() => new Intl.Collator(locale), [locale]);
  const rows = useMemo(
    () =>
      statuses.data && members.data ? boardRows(statuses.data, members.data, collator) : undefined,
    [statuses.data, members.data, collator],
  );

  return (
    <Stack gap="lg">
      <style>{PRINT_CSS}</style>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t('board.heading')}
        </Title>
        <Button
          variant="default"
          data-print-hide=""
          disabled={rows === undefined}
          onClick={() => {
            window.print();
          }}
        >
          {t('board.print')}
        </Button>
      </Group>
      {statuses.isError || members.isError ? (
        <Alert color="red" variant="light" title={t('board.errorTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('board.errorBody')}</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => {
                void statuses.refetch();
                void members.refetch();
              }}
            >
              {t('board.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : rows === undefined ? (
        <Group justify="center" py="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{t('board.loading')}</Text>
        </Group>
      ) : (
        <BoardTable rows={rows} updatedAt={statuses.dataUpdatedAt} memberHref={memberHref} />
      )}
    </Stack>
  );
}

function BoardTable({
  rows,
  updatedAt,
  memberHref,
}: {
  rows: readonly BoardRow[];
  updatedAt: number;
  memberHref: (idUser: string) => string;
}) {
  const { t } = useTranslation('memberTime');
  const locale = useLocale();
  const counts = countByStatus(rows);
  const updated = formatDate(Math.floor(updatedAt / 1000), locale, 'dateTime');

  return (
    <Stack gap="md">
      <Group gap="xs" aria-label={t('board.summary')} role="group">
        {([WorkStatus.Working, WorkStatus.Break, WorkStatus.NotWorking] as const).map((status) => (
          <Badge key={status} color={statusColor[status]} variant="light" size="lg" tt="none">
            {t(`board.count.${status}`, { count: counts[status] })}
          </Badge>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {t('board.updated', { time: updated })}
      </Text>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('board.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing="sm" striped captionSide="top">
            <Table.Caption data-print-only="">
              {t('board.rollCall', { time: updated })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('board.column.member')}</Table.Th>
                <Table.Th scope="col">{t('board.column.status')}</Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  {t('board.column.since')}
                </Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  {t('board.column.location')}
                </Table.Th>
                <Table.Th scope="col" data-print-only="">
                  {t('board.column.present')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.idUser}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={row.avatar} alt="" name={row.name} size="sm" color="green" />
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Anchor
                          component={Link}
                          to={memberHref(row.idUser)}
                          fw={600}
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {row.name}
                        </Anchor>
                        {/* Phones have no room for the columns: since and where, under the name. */}
                        {row.since !== null && (
                          <Text size="xs" c="dimmed" hiddenFrom="sm">
                            {[sinceText(row.since, locale), row.location]
                              .filter((part) => part !== null)
                              .join(' · ')}
                          </Text>
                        )}
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[row.status]} variant="light" tt="none">
                      {t(`status.${row.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    {row.since === null ? '—' : sinceText(row.since, locale)}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{row.location ?? '—'}</Table.Td>
                  <Table.Td data-print-only="" aria-hidden>
                    ☐
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
