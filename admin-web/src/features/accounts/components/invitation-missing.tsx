import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { AuthPageHeader } from '@/features/accounts/components/auth-page-header';

/** An invitation page opened without its token: say so, and offer to paste the whole link. */
export function InvitationMissing({ pasteLinkHref }: { pasteLinkHref: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="lg">
      <AuthPageHeader title={t('invite.missingHeading')} lead={t('invite.missingBody')} />
      <Button component={Link} to={pasteLinkHref} fullWidth>
        {t('invite.pasteLink')}
      </Button>
    </Stack>
  );
}
