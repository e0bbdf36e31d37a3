import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { accountSettingsQueries } from '@/features/account-settings/api/account-settings-queries';
import { LoadFailed } from '@/features/account-settings/components/load-failed';
import { NicknameForm } from '@/features/account-settings/components/nickname-form';
import { SettingsSection } from '@/features/account-settings/components/settings-section';
import type { SignedInAccount } from '@/features/accounts/api/account-queries';

interface WorkspaceNameSectionProps {
  workspace: { id: string; name: string };
  user: SignedInAccount['user'];
}

/** How the active workspace names the member, and their nickname there. */
export function WorkspaceNameSection({ workspace, user }: WorkspaceNameSectionProps) {
  const { t } = useTranslation('account');
  const member = useQuery(accountSettingsQueries.ownMember(workspace.id, user.id));

  let body;
  if (member.data !== undefined) {
    body =
      member.data === null ? null : (
        <>
          <div>
            <Text size="sm" c="dimmed">
              {t('workspaceName.shownAs')}
            </Text>
            <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
              {member.data.name}
            </Text>
          </div>
          <NicknameForm idWorkspace={workspace.id} member={member.data} user={user} />
        </>
      );
  } else if (member.isError) {
    body = (
      <LoadFailed
        error={member.error}
        retrying={member.isFetching}
        onRetry={() => {
          void member.refetch();
        }}
      />
    );
  } else {
    body = (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={40} width="40%" />
        <Skeleton height={56} />
      </Stack>
    );
  }

  return (
    <SettingsSection
      title={t('workspaceName.heading', { workspace: workspace.name })}
      description={t('workspaceName.description')}
    >
      {body}
    </SettingsSection>
  );
}
