import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { SettingsSection } from '@/components/settings-section';
import { paths } from '@/config/paths';
import { useLeaveWorkspace } from '@/features/members/api/member-mutations';
import { ConfirmDialog } from '@/features/members/components/confirm-dialog';
import { useLocalePrefix } from '@/hooks/use-locale';
import { notify } from '@/lib/notify';

interface LeaveWorkspaceProps {
  idUser: string;
  workspaceName: string;
  /** The caller is the last active super owner: the API would refuse (member_last_super_owner). */
  isLastSuperOwner: boolean;
}

/** A member's own way out of the workspace (spec section 4: deactivating themself). */
export function LeaveWorkspace({ idUser, workspaceName, isLastSuperOwner }: LeaveWorkspaceProps) {
  const { t } = useTranslation('members');
  const navigate = useNavigate();
  const prefix = useLocalePrefix();
  const leave = useLeaveWorkspace(idUser);
  const [confirming, setConfirming] = useState(false);
  const words = { workspace: workspaceName };
  return (
    <SettingsSection title={t('leave.heading')} description={t('leave.description', words)} danger>
      {isLastSuperOwner && <Text size="sm">{t('leave.lastSuperOwner')}</Text>}
      <Button
        variant="outline"
        color="red.8"
        disabled={isLastSuperOwner}
        onClick={() => {
          leave.reset();
          setConfirming(true);
        }}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('leave.button')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('leave.title', words)}
        body={t('leave.description', words)}
        confirmLabel={t('leave.confirm')}
        busy={leave.isPending}
        error={leave.isError ? <ApiErrorAlert error={leave.error} /> : undefined}
        onClose={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          leave.mutate(undefined, {
            onSuccess: () => {
              notify({ message: t('leave.done', words), tone: 'success' });
              void navigate(paths.home.getHref({}, prefix));
            },
          });
        }}
      />
    </SettingsSection>
  );
}
