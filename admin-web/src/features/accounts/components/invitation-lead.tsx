import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { InvitationLookup } from '@/features/accounts/api/invitation-lookup';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';

/**
 * What an invitation says, from its public look-up: who invited which address to which
 * workspace, in which role, and until when the link works. The inviter may have left since.
 */
export function InvitationLead({ invitation }: { invitation: InvitationLookup }) {
  const { t } = useTranslation(['auth', 'workspaces']);
  const locale = useLocale();
  const values = {
    workspace: invitation.workspaceName,
    inviter: invitation.inviterName ?? '',
    email: invitation.email,
    role: t(`workspaces:role.${invitation.role}`),
  };
  return (
    <Stack gap={4}>
      <Text ta="center">
        {invitation.inviterName === null
          ? t('invite.leadForWorkspace', values)
          : t('invite.leadFor', values)}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {t('invite.expires', { date: formatDate(invitation.expiresAt, locale) })}
      </Text>
    </Stack>
  );
}
