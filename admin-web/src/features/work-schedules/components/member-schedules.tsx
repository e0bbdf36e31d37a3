import { Alert, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { type IsoWeekday, MemberStatus } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { scheduleQueries } from '@/features/work-schedules/api/schedule-queries';
import { MemberScheduleForm } from '@/features/work-schedules/components/member-schedule-form';
import type { MemberScheduleOverride } from '@/features/work-schedules/types';
import { weekSummary } from '@/features/work-schedules/utils/week-text';
import { useLocale } from '@/hooks/use-locale';
import { dateLabel } from '@/lib/report-range';

interface MemberSchedulesProps {
  idWorkspace: string;
  overrides: readonly MemberScheduleOverride[];
  timeZone: string;
  weekStart: IsoWeekday;
  /** MANAGE_WORKSPACE_MEMBERS: give members their own week or take it back. */
  canEdit: boolean;
}

/** Members with a week of their own, and (for those who manage members) a way to set one. */
export function MemberSchedules({
  idWorkspace,
  overrides,
  timeZone,
  weekStart,
  canEdit,
}: MemberSchedulesProps) {
  const { t } = useTranslation('schedules');
  const locale = useLocale();
  const headingId = useId();
  const [picked, setPicked] = useState<{ idUser: string; name: string } | null>(null);

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Stack gap={2}>
        <Title order={3} size="h5" id={headingId}>
          {t('members.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('members.description')}
        </Text>
      </Stack>
      {overrides.length === 0 ? (
        <Text size="sm">{t('members.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing="xs" striped aria-labelledby={headingId}>
            <Table.Tbody>
              {overrides.map((override) => (
                <Table.Tr key={override.idUser}>
                  <Table.Th scope="row" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {override.name}
                  </Table.Th>
                  <Table.Td>
                    <Stack gap={0}>
                      <span>
                        {weekSummary(override.schedule.days, locale, weekStart) ?? t('week.none')}
                      </span>
                      <Text size="xs" c="dimmed">
                        {t('members.since', {
                          date: dateLabel(override.schedule.effectiveFrom, locale),
                        })}
                      </Text>
                    </Stack>
                  </Table.Td>
                  {canEdit && (
                    <Table.Td ta="end">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`${t('action.edit')}: ${override.name}`}
                        onClick={() => {
                          setPicked({ idUser: override.idUser, name: override.name });
                        }}
                      >
                        {t('action.edit')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canEdit && (
        <MemberPicker idWorkspace={idWorkspace} value={picked?.idUser ?? null} onPick={setPicked} />
      )}
      {canEdit && picked !== null && (
        <MemberScheduleForm
          key={picked.idUser}
          idWorkspace={idWorkspace}
          member={picked}
          timeZone={timeZone}
          weekStart={weekStart}
          onClose={() => {
            setPicked(null);
          }}
        />
      )}
    </Stack>
  );
}

interface MemberPickerProps {
  idWorkspace: string;
  value: string | null;
  onPick: (member: { idUser: string; name: string } | null) => void;
}

/** The workspace's current members by name (pending and removed ones have no schedule to keep). */
function MemberPicker({ idWorkspace, value, onPick }: MemberPickerProps) {
  const { t } = useTranslation('schedules');
  const members = useQuery(scheduleQueries.members(idWorkspace));

  if (members.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between" gap="sm">
          <span>{t('members.loadFailed')}</span>
          <Button size="xs" variant="default" onClick={() => void members.refetch()}>
            {t('action.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const active = (members.data ?? [])
    .filter((member) => member.status === MemberStatus.Active && member.deletedAt === null)
    .sort((left, right) => left.name.localeCompare(right.name));

  return (
    <Select
      label={t('members.pick')}
      description={t('members.pickHint')}
      placeholder={t('members.pickPlaceholder')}
      maw={360}
      searchable
      clearable
      disabled={members.data === undefined}
      data={active.map((member) => ({ value: member.idUser, label: member.name }))}
      value={value}
      onChange={(idUser) => {
        const member = active.find((candidate) => candidate.idUser === idUser);
        onPick(member === undefined ? null : { idUser: member.idUser, name: member.name });
      }}
    />
  );
}
