import { Alert, Button, Divider, Group, Loader, Text } from '@mantine/core';
import { Permission } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import { scheduleQueries } from '@/features/work-schedules/api/schedule-queries';
import { MemberSchedules } from '@/features/work-schedules/components/member-schedules';
import { ScheduleHistory } from '@/features/work-schedules/components/schedule-history';
import { WeekEditor } from '@/features/work-schedules/components/week-editor';
import { WorkspaceScheduleForm } from '@/features/work-schedules/components/workspace-schedule-form';
import { draftsOf } from '@/features/work-schedules/utils/week-form';
import { todayIn } from '@/lib/report-range';
import type { Workspace } from '@/lib/wire';
import { canInWorkspace } from '@/lib/workspace-permissions';

/**
 * The workspace's work schedule in the workspace settings: its week (editable with
 * MANAGE_WORKSPACE_SETTINGS, else shown), every version, and members' own weeks (set with
 * MANAGE_WORKSPACE_MEMBERS).
 */
export function WorkScheduleSection({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation('schedules');
  const schedule = useQuery(scheduleQueries.workspace(workspace.id));
  const canEdit = canInWorkspace(workspace, Permission.ManageWorkspaceSettings);
  const canEditMembers = canInWorkspace(workspace, Permission.ManageWorkspaceMembers);
  const view = schedule.data;

  return (
    <SettingsSection
      title={t('section.title')}
      description={t('section.description', { zone: view?.timeZone ?? workspace.timeZone })}
    >
      {schedule.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <span>{t('section.loadFailed')}</span>
            <Button size="xs" variant="default" onClick={() => void schedule.refetch()}>
              {t('action.retry')}
            </Button>
          </Group>
        </Alert>
      ) : view === undefined ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('section.loading')}</Text>
        </Group>
      ) : (
        <>
          {canEdit ? (
            <WorkspaceScheduleForm
              // A saved version changes what is in force (or what comes next): start afresh.
              key={`${view.current.effectiveFrom}-${view.history[0]?.effectiveFrom ?? ''}-${String(view.weekStart)}`}
              idWorkspace={workspace.id}
              view={view}
            />
          ) : (
            <>
              <Text size="sm">{t('section.readOnly')}</Text>
              <WeekEditor
                value={draftsOf(view.current.days)}
                weekStart={view.weekStart}
                label={t('form.week')}
              />
            </>
          )}
          <Divider />
          <ScheduleHistory
            history={view.history}
            current={view.current}
            weekStart={view.weekStart}
            today={todayIn(view.timeZone)}
          />
          <Divider />
          <MemberSchedules
            idWorkspace={workspace.id}
            overrides={view.overrides}
            timeZone={view.timeZone}
            weekStart={view.weekStart}
            canEdit={canEditMembers}
          />
        </>
      )}
    </SettingsSection>
  );
}
