import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { AuthPageHeader } from '@/features/accounts/components/auth-page-header';
import { InvitationLinkForm } from '@/features/accounts/components/invitation-link-form';
import { accountLinks } from '@/features/accounts/utils/account-links';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * For people joining a team rather than starting a workspace: it explains that joining takes an
 * invitation and opens one from its pasted link (when the mail program broke the link, or it was
 * read on another device). Sign-up links here, so invitees do not create a workspace by mistake.
 */
export default function SignUpEmailMemberRoute() {
  const { t } = useTranslation('auth');
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  usePageTitle(t('title.joinTeam'));

  return (
    <Stack gap="lg">
      <AuthPageHeader title={t('join.heading')} lead={t('join.lead')} />
      <InvitationLinkForm
        onToken={(token) => {
          void navigate(accountLinks.invitation({ token }, prefix));
        }}
      />
      <Text size="sm" c="dimmed" ta="center">
        {t('join.noInvitation')}
      </Text>
      <Divider />
      <Stack gap={4}>
        <Text size="sm" ta="center">
          {t('join.ownWorkspace')}{' '}
          <Anchor component={Link} to={paths.signUp.getHref({}, prefix)}>
            {t('signIn.createAccount')}
          </Anchor>
        </Text>
        <Text size="sm" ta="center">
          {t('signUp.haveAccount')}{' '}
          <Anchor component={Link} to={paths.signIn.getHref({}, prefix)}>
            {t('signUp.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}
