import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { AuthPageHeader } from '@/features/accounts/components/auth-page-header';
import { InvitationAcceptance } from '@/features/accounts/components/invitation-acceptance';
import { InvitationMissing } from '@/features/accounts/components/invitation-missing';
import { accountLinks } from '@/features/accounts/utils/account-links';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { notify } from '@/lib/notify';
import { accountQueries } from '@/lib/session';

/**
 * Where an invitation e-mail's link (`?token=`) opens. Signed in, the person accepts with their
 * session; signed out, they create the account (/signup/member) or sign in and come back here.
 * The API offers no look-up of a token, so the workspace's name shows once joined, not before.
 */
export default function SignUpMemberInviteRoute() {
  const { t } = useTranslation('auth');
  const prefix = useLocalePrefix();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const me = useQuery(accountQueries.me());
  usePageTitle(t('title.invitation'));

  const token = search.get('token') ?? '';
  if (token === '') {
    return <InvitationMissing pasteLinkHref={paths.signUpEmailMember.getHref({}, prefix)} />;
  }
  if (me.data === undefined && me.isPending) return <PageLoader />;

  const thisPage = accountLinks.invitation({ token }, prefix);
  return (
    <Stack gap="lg">
      <AuthPageHeader title={t('invite.heading')} lead={t('invite.lead')} />
      {me.data ? (
        <InvitationAcceptance
          account={me.data}
          token={token}
          signedOutHref={thisPage}
          appHref={paths.home.getHref({}, prefix)}
          onJoined={(account) => {
            const workspace = account.activeWorkspace?.name;
            if (workspace !== undefined) {
              notify({ message: t('invite.joined', { workspace }), tone: 'success' });
            }
            void navigate(paths.home.getHref({}, prefix), { replace: true });
          }}
        />
      ) : (
        <Stack gap="sm">
          <Button
            component={Link}
            to={accountLinks.memberSignUp(
              { token, redirectTo: accountLinks.initializing({}, prefix) },
              prefix,
            )}
            fullWidth
          >
            {t('invite.createAccount')}
          </Button>
          <Text size="sm" ta="center" c="dimmed" mt="xs">
            {t('invite.haveAccount')}
          </Text>
          <Button
            component={Link}
            to={paths.signIn.getHref({ redirectTo: thisPage }, prefix)}
            variant="default"
            fullWidth
          >
            {t('invite.signIn')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
