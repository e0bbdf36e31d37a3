import { Avatar, Badge, DataList, Group, Skeleton, Stack, Text, useMatches } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { AvatarPicker } from '@/features/accounts/components/avatar-picker';
import { SettingsSection } from '@/features/accounts/components/settings-section';
import { displayName, initials } from '@/features/accounts/utils/display-name';
import { accountQueries } from '@/lib/session';
import type { Me } from '@/lib/wire';

type Workspace = NonNullable<Me['activeWorkspace']>;

function WorkspacePicture({ workspace, user }: { workspace: Workspace; user: Me['user'] }) {
  const { t } = useTranslation('account');
  const member = useQuery(accountQueries.ownMember(workspace.id, user.id));
  const label = t('avatar.label', { workspace: workspace.name });
  if (member.isPending) return <Skeleton circle height={72} />;
  return (
    <Avatar
      src={member.data?.avatar ?? null}
      alt={label}
      size={72}
      radius="xl"
      color="green"
      aria-label={member.data?.avatar ? undefined : label}
      role={member.data?.avatar ? undefined : 'img'}
    >
      {initials(user)}
    </Avatar>
  );
}

/** Who the member is: picture, name, e-mail and their place in the active workspace. */
export function ProfileOverview({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const { user, activeWorkspace: workspace } = me;
  const name = displayName(user);
  // Side by side, a label leaves a phone too little room for a long e-mail address.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });

  return (
    <SettingsSection title={t('overview.heading')}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        {workspace ? (
          <WorkspacePicture workspace={workspace} user={user} />
        ) : (
          <Avatar size={72} radius="xl" color="green" aria-hidden="true">
            {initials(user)}
          </Avatar>
        )}
        <Stack gap="sm" miw={0} style={{ flex: '1 1 240px' }}>
          {/* Without a name yet, the e-mail below already says who this is. */}
          {name !== user.email && (
            <Text fw={650} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          )}
          <DataList size="sm" labelWidth={120} orientation={orientation}>
            <DataList.Item>
              <DataList.ItemLabel>{t('overview.email')}</DataList.ItemLabel>
              <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </DataList.ItemValue>
            </DataList.Item>
            {workspace && (
              <>
                <DataList.Item>
                  <DataList.ItemLabel>{t('overview.workspace')}</DataList.ItemLabel>
                  <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>
                    {workspace.name}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('overview.role')}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Badge variant="light" radius="sm" w="fit-content">
                      {t(`role.${workspace.role}`)}
                    </Badge>
                  </DataList.ItemValue>
                </DataList.Item>
              </>
            )}
          </DataList>
          {workspace ? (
            <AvatarPicker
              idWorkspace={workspace.id}
              idUser={user.id}
              workspaceName={workspace.name}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('overview.noWorkspace')}
            </Text>
          )}
        </Stack>
      </Group>
    </SettingsSection>
  );
}
