import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Permission, type Plan, Role } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert, ApiErrorText } from '@/components/api-error-alert';
import { PageLoader } from '@/components/page-loader';
import { SettingsSection } from '@/components/settings-section';
import { useReplaceCells, useToggleCell } from '@/features/permissions/api/permission-mutations';
import { permissionQueries } from '@/features/permissions/api/permission-queries';
import { PermissionMatrix } from '@/features/permissions/components/permission-matrix';
import { ResetPermissionsDialog } from '@/features/permissions/components/reset-permissions-dialog';
import {
  type Catalogue,
  type Cell,
  cellOf,
  cellsOf,
  defaultCells,
  EDITABLE_ROLES,
  sameCells,
} from '@/features/permissions/utils/permission-grid';
import { notify } from '@/lib/notify';
import type { Workspace } from '@/lib/wire';

interface PermissionsPanelProps {
  workspace: Workspace;
  /** The caller holds MANAGE_WORKSPACE_SETTINGS. */
  canManage: boolean;
  /** Set when the plan lacks the permissions feature: the plan that has it. */
  needsPlan?: Plan;
}

/** The caller's own access to this page: taking it from their role would lock them out. */
function ownLockedCell(role: Role): Cell | undefined {
  const editable = EDITABLE_ROLES.some((candidate) => candidate === role);
  return editable ? cellOf(Permission.ManageWorkspaceSettings, role) : undefined;
}

/** The workspace's role x permission map (spec section 6), editable where plan and role allow. */
export function PermissionsPanel({ workspace, canManage, needsPlan }: PermissionsPanelProps) {
  const { t } = useTranslation('permissions');
  const catalogue = useQuery(permissionQueries.catalogue());
  const grants = useQuery({
    ...permissionQueries.grants(workspace.id),
    placeholderData: workspace.permissions,
  });

  if (catalogue.isError || grants.isError) {
    return <ApiErrorAlert error={catalogue.error ?? grants.error} title={t('loadFailed')} />;
  }
  if (!catalogue.data || !grants.data) return <PageLoader />;

  return (
    <SettingsSection title={t('heading')} description={t('description')}>
      {needsPlan !== undefined && (
        <Alert variant="light" color="yellow" title={t('plan.title')}>
          {t('plan.body', {
            plan: t(`plan.${needsPlan}`),
            current: t(`plan.${workspace.plan}`),
            workspace: workspace.name,
          })}
        </Alert>
      )}
      {!canManage && <Alert variant="light">{t('readOnly')}</Alert>}
      <Editor
        workspace={workspace}
        catalogue={catalogue.data}
        cells={cellsOf(grants.data)}
        editable={canManage && needsPlan === undefined}
      />
    </SettingsSection>
  );
}

interface EditorProps {
  workspace: Workspace;
  catalogue: Catalogue;
  cells: Set<Cell>;
  editable: boolean;
}

function Editor({ workspace, catalogue, cells, editable }: EditorProps) {
  const { t } = useTranslation('permissions');
  const toggle = useToggleCell(workspace.id, catalogue);
  const reset = useReplaceCells(workspace.id, catalogue);
  const [confirming, setConfirming] = useState(false);
  const locked = ownLockedCell(workspace.role);
  const defaults = defaultCells();

  return (
    <Stack gap="md">
      <Text size="sm">{t('superOwner')}</Text>
      <PermissionMatrix
        cells={cells}
        editable={editable}
        locked={locked}
        onToggle={(cell, granted) => {
          toggle.mutate(
            { cell, granted },
            {
              onError: (error) => {
                notify({
                  tone: 'error',
                  title: t('rolledBack'),
                  message: <ApiErrorText error={error} />,
                });
              },
            },
          );
        }}
      />
      {editable && locked !== undefined && (
        <Text size="xs" c="dimmed">
          {t('lockedNote', { role: t(`role.${workspace.role}`) })}
        </Text>
      )}
      {editable && (
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={sameCells(cells, defaults)}
            onClick={() => {
              reset.reset();
              setConfirming(true);
            }}
          >
            {t('reset.open')}
          </Button>
        </Group>
      )}
      <ResetPermissionsDialog
        opened={confirming}
        pending={reset.isPending}
        error={reset.error}
        onClose={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          reset.mutate(defaults, {
            onSuccess: () => {
              setConfirming(false);
              notify({ tone: 'success', message: t('reset.done') });
            },
          });
        }}
      />
    </Stack>
  );
}
