import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Permission } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { rolesHolding } from '@/features/access/utils/access-rules';
import { useLocale, useLocalePrefix } from '@/hooks/use-locale';
import type { Workspace } from '@/lib/wire';
import { canInWorkspace } from '@/lib/workspace-permissions';

interface MissingPermissionProps {
  workspace: Workspace;
  /** The permission the page asked for; undefined when it did not say (or said nonsense). */
  need: Permission | undefined;
  /** The in-app page the person was sent from. */
  from: string | undefined;
}

/** What is missing, what it would allow, which roles have it, and the ways on from here. */
export function MissingPermission({ workspace, need, from }: MissingPermissionProps) {
  const { t } = useTranslation(['access', 'permissions']);
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const words = { workspace: workspace.name };
  const granted = need !== undefined && canInWorkspace(workspace, need);
  const roles =
    need === undefined
      ? []
      : rolesHolding(workspace, need).map((role) => t(`permissions:role.${role}`));

  let lead = t('permission.unknown', words);
  if (need !== undefined) {
    const permission = t(`permissions:permission.${need}`);
    lead =
      from === undefined
        ? t('permission.lead', { ...words, permission })
        : t('permission.leadFrom', { ...words, permission, page: from });
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Text style={{ overflowWrap: 'anywhere' }}>{lead}</Text>
        {need !== undefined && <Text c="dimmed">{t(`permissions:explain.${need}`)}</Text>}
        <Text>{t('permission.yourRole', { role: t(`permissions:role.${workspace.role}`) })}</Text>
        {need !== undefined && (
          <Text>
            {roles.length === 0
              ? t('permission.heldByNone')
              : t('permission.heldBy', {
                  roles: new Intl.ListFormat(locale, { type: 'conjunction' }).format(roles),
                })}
          </Text>
        )}
        {granted && (
          <Alert color="green" variant="light">
            {t('permission.granted')}
          </Alert>
        )}
        <Group gap="md" mt="xs">
          <Button component={Link} to={from ?? paths.home.getHref({}, prefix)}>
            {from === undefined ? t('permission.home') : t('permission.back')}
          </Button>
          <Anchor component={Link} to={paths.details.getHref({}, prefix)}>
            {t('permission.details')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
