import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { LoadFailed } from '@/features/accounts/components/load-failed';
import { NicknameForm } from '@/features/accounts/components/nickname-form';
import { SettingsSection } from '@/features/accounts/components/settings-section';
import { accountQueries } from '@/lib/session';
import type { Me } from '@/lib/wire';

interface WorkspaceNameSectionProps {
  workspace: { id: string; name: string };
  user: Me['user'];
}

/** How the active workspace names the member, and their nickname there. */
export function WorkspaceNameSection({ workspace, user }: WorkspaceNameSectionProps) {
  const { t } = useTranslation('account');
  const member = useQuery(accountQueries.ownMember(workspace.id, user.id));

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
