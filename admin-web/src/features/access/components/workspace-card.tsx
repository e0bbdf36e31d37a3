import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MemberStatus, Permission } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { accessQueries } from '@/features/access/api/access-queries';
import { isBilled } from '@/features/access/utils/access-rules';
import { useLocalePrefix } from '@/hooks/use-locale';
import type { Me, Workspace } from '@/lib/wire';
import { canInWorkspace } from '@/lib/workspace-permissions';

export type Membership = Me['memberships'][number];

interface WorkspaceCardProps {
  membership: Membership;
  /** The workspace itself when it is the active one (the account already holds it). */
  active: Workspace | null;
  onSwitch: (membership: Membership) => void;
  /** A switch is under way (to any workspace). */
  switching: boolean;
}

/** Plan, members and time zone: known for workspaces the person is an active member of. */
function WorkspaceFacts({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation(['access', 'permissions']);
  const facts = [
    isBilled(workspace)
      ? t('browse.plan', { plan: t(`permissions:plan.${workspace.plan}`) })
      : t('browse.allFeatures'),
    t('browse.members', { count: workspace.memberCount }),
    t('browse.timeZone', { zone: workspace.timeZone }),
  ];
  return (
    <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {facts.map((fact, index) => (
        <Text component="li" size="sm" key={fact}>
          {index > 0 && (
            <Text component="span" aria-hidden="true" mr="xs">
              ·
            </Text>
          )}
          {fact}
        </Text>
      ))}
    </Group>
  );
}

/** Facts of a workspace that is not the active one, read on their own. */
function OtherWorkspaceFacts({ idWorkspace }: { idWorkspace: string }) {
  const { t } = useTranslation('access');
  const workspace = useQuery(accessQueries.workspace(idWorkspace));
  if (workspace.data) return <WorkspaceFacts workspace={workspace.data} />;
  if (workspace.isError) return <Text size="sm">{t('browse.loadFailed')}</Text>;
  return null;
}

/**
 * One workspace the person belongs to: its name, their role and state there, its plan and size,
 * and what they can do from here (switch to it, or open its details and settings).
 */
export function WorkspaceCard({ membership, active, onSwitch, switching }: WorkspaceCardProps) {
  const { t } = useTranslation(['access', 'permissions']);
  const prefix = useLocalePrefix();
  const usable = membership.status === MemberStatus.Active;
  const isActive = active !== null;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} miw={0} style={{ flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {membership.name}
            </Title>
            {isActive && (
              <Badge color="green" variant="light">
                {t('browse.active')}
              </Badge>
            )}
            {membership.status === MemberStatus.Pending && (
              <Badge color="yellow" variant="light">
                {t('browse.status.PENDING')}
              </Badge>
            )}
            {membership.status === MemberStatus.Inactive && (
              <Badge color="gray" variant="light">
                {t('browse.status.INACTIVE')}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {t('browse.role', { role: t(`permissions:role.${membership.role}`) })}
          </Text>
          {usable &&
            (active ? (
              <WorkspaceFacts workspace={active} />
            ) : (
              <OtherWorkspaceFacts idWorkspace={membership.idWorkspace} />
            ))}
          {membership.status === MemberStatus.Pending && (
            <Text size="sm">{t('browse.pending')}</Text>
          )}
          {membership.status === MemberStatus.Inactive && (
            <Text size="sm">{t('browse.inactive')}</Text>
          )}
        </Stack>
        <Group gap="xs">
          {usable && !isActive && (
            <Button
              variant="light"
              loading={switching}
              disabled={switching}
              aria-label={t('browse.switchLabel', { name: membership.name })}
              onClick={() => {
                onSwitch(membership);
              }}
            >
              {t('browse.switch')}
            </Button>
          )}
          {active && (
            <Button component={Link} to={paths.details.getHref({}, prefix)} variant="default">
              {t('browse.details')}
            </Button>
          )}
          {active && canInWorkspace(active, Permission.ManageWorkspaceSettings) && (
            <Button
              component={Link}
              to={paths.settingsWorkspace.getHref({}, prefix)}
              variant="subtle"
            >
              {t('browse.settings')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
