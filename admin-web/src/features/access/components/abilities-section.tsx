import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Permission, PERMISSIONS } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SettingsSection } from '@/components/settings-section';
import { paths } from '@/config/paths';
import { permissionHref } from '@/features/access/utils/permission-href';
import { useLocalePrefix } from '@/hooks/use-locale';
import type { Workspace } from '@/lib/wire';
import { canInWorkspace } from '@/lib/workspace-permissions';

/**
 * Every permission of the workspace and whether the person's role holds it, by the rule the API
 * applies; the way to change it, or to find who can.
 */
export function AbilitiesSection({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation(['access', 'permissions']);
  const prefix = useLocalePrefix();
  const role = t(`permissions:role.${workspace.role}`);
  return (
    <SettingsSection title={t('can.heading')} description={t('can.description', { role })}>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {PERMISSIONS.map((permission) => {
          const can = canInWorkspace(workspace, permission);
          return (
            <Group
              component="li"
              key={permission}
              justify="space-between"
              align="flex-start"
              wrap="nowrap"
              gap="md"
            >
              <Stack gap={2} miw={0}>
                <Text fw={600} size="sm">
                  {t(`permissions:permission.${permission}`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`permissions:explain.${permission}`)}
                </Text>
              </Stack>
              <Badge
                variant="light"
                color={can ? 'green' : 'gray'}
                tt="none"
                style={{ flexShrink: 0 }}
              >
                {can ? t('can.yes') : t('can.no')}
              </Badge>
            </Group>
          );
        })}
      </Stack>
      {canInWorkspace(workspace, Permission.ManageWorkspaceSettings) ? (
        <Anchor component={Link} to={paths.settingsWorkspacePermissions.getHref({}, prefix)}>
          {t('can.manage')}
        </Anchor>
      ) : (
        <Text size="sm">
          {t('can.ask')}{' '}
          <Anchor
            component={Link}
            to={permissionHref({ from: paths.details.getHref({}, prefix) }, prefix)}
          >
            {t('can.askLink')}
          </Anchor>
        </Text>
      )}
    </SettingsSection>
  );
}
