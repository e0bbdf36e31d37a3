import { Anchor, Badge, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { ProjectTaskTotal, ProjectTotal } from '@/features/projects/types';
import { formatMoney } from '@/lib/money';
import { useLocale, useLocalePrefix } from '@/hooks/use-locale';
import { formatDurationText } from '@/lib/dates';

/** A row's part of the whole, as a whole percentage for the bar and its label. */
function share(seconds: number, total: number): number {
  return total > 0 ? Math.round((seconds / total) * 100) : 0;
}

function ShareBar({ seconds, total, label }: { seconds: number; total: number; label: string }) {
  const { t } = useTranslation('projects');
  const value = share(seconds, total);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={value} w={80} aria-label={t('total.shareOf', { name: label })} />
      <Text size="sm">{t('total.percent', { value })}</Text>
    </Group>
  );
}

interface MemberTotalsProps {
  total: ProjectTotal;
  /** Names lead to each member's time (VIEW_MEMBER_TIMESTAMPS). */
  linkMembers: boolean;
}

/** Time (and cost, where the caller may read it) of each member shown, with their share. */
export function MemberTotals({ total, linkMembers }: MemberTotalsProps) {
  const { t } = useTranslation('projects');
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const money = total.members.some((row) => row.hourlyRate !== null);
  const format = (amount: string | null) =>
    amount === null ? '—' : formatMoney(amount, total.currency, locale);

  return (
    <Stack component="section" gap="xs" aria-labelledby="total-members">
      <Title order={2} size="h4" id="total-members">
        {t('total.members')}
      </Title>
      {total.members.length === 0 ? (
        <Text size="sm">{t('total.noOwnTime')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('column.member')}</Table.Th>
                <Table.Th scope="col">{t('column.time')}</Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  {t('column.share')}
                </Table.Th>
                {money && <Table.Th scope="col">{t('column.rate')}</Table.Th>}
                {money && <Table.Th scope="col">{t('column.cost')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {total.members.map((row) => (
                <Table.Tr key={row.idUser}>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      {linkMembers ? (
                        <Anchor
                          component={Link}
                          to={paths.memberTimestamps.getHref({ id: row.idUser }, prefix)}
                          size="sm"
                          fw={600}
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {row.name}
                        </Anchor>
                      ) : (
                        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {row.name}
                        </Text>
                      )}
                      {!row.isMember && (
                        <Badge size="sm" variant="light" color="gray" tt="none">
                          {t('total.formerMember')}
                        </Badge>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{formatDurationText(row.duration, locale)}</Table.Td>
                  <Table.Td visibleFrom="sm">
                    <ShareBar seconds={row.duration} total={total.duration} label={row.name} />
                  </Table.Td>
                  {money && (
                    <Table.Td>
                      {row.hourlyRate === null
                        ? '—'
                        : t('rates.perHour', { rate: format(row.hourlyRate) })}
                    </Table.Td>
                  )}
                  {money && <Table.Td>{format(row.cost)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
            {total.view === 'DETAILS' && total.members.length > 1 && (
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row">{t('total.sum')}</Table.Th>
                  <Table.Td fw={700}>{formatDurationText(total.duration, locale)}</Table.Td>
                  <Table.Td visibleFrom="sm" />
                  {money && <Table.Td />}
                  {money && <Table.Td fw={700}>{format(total.cost)}</Table.Td>}
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** Time (and cost) on each task, longest first. */
export function TaskTotals({ total }: { total: ProjectTotal }) {
  const { t } = useTranslation('projects');
  const locale = useLocale();
  const money = total.tasks.some((row) => row.cost !== null);
  const nameOf = (row: ProjectTaskTotal) =>
    row.kind === 'task' ? (row.name ?? '') : t(row.kind === 'hidden' ? 'task.hidden' : 'task.none');

  return (
    <Stack component="section" gap="xs" aria-labelledby="total-tasks">
      <Title order={2} size="h4" id="total-tasks">
        {t('total.tasks')}
      </Title>
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('column.task')}</Table.Th>
              <Table.Th scope="col">{t('column.time')}</Table.Th>
              <Table.Th scope="col" visibleFrom="sm">
                {t('column.share')}
              </Table.Th>
              {money && <Table.Th scope="col">{t('column.cost')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {total.tasks.map((row) => (
              <Table.Tr key={`${row.kind}-${row.idTask ?? ''}`}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {row.kind === 'task' ? (
                    nameOf(row)
                  ) : (
                    <Text size="sm" fs="italic">
                      {nameOf(row)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatDurationText(row.duration, locale)}</Table.Td>
                <Table.Td visibleFrom="sm">
                  <ShareBar seconds={row.duration} total={total.duration} label={nameOf(row)} />
                </Table.Td>
                {money && (
                  <Table.Td>
                    {row.cost === null ? '—' : formatMoney(row.cost, total.currency, locale)}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
