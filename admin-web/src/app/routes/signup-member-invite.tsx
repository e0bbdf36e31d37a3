import { Alert, Button, Stack, Text } from '@mantine/core';
import { ErrorKey } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { invitationQueries } from '@/features/accounts/api/invitation-lookup';
import { AuthPageHeader } from '@/features/accounts/components/auth-page-header';
import { InvitationAcceptance } from '@/features/accounts/components/invitation-acceptance';
import { InvitationLead } from '@/features/accounts/components/invitation-lead';
import { InvitationMissing } from '@/features/accounts/components/invitation-missing';
import { accountLinks } from '@/features/accounts/utils/account-links';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { accountQueries } from '@/lib/session';

/**
 * Where an invitation e-mail's link (`?token=`) opens. The invitation's public look-up names the
 * workspace, the inviter and the invited address; a link that no longer works says so at once.
 * Signed in, the person accepts with their session; signed out, they create the account
 * (/signup/member) or, when the address already has one, sign in and come back here.
 */
export default function SignUpMemberInviteRoute() {
  const { t } = useTranslation('auth');
  const prefix = useLocalePrefix();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const me = useQuery(accountQueries.me());
  usePageTitle(t('title.invitation'));

  const token = search.get('token') ?? '';
  const lookup = useQuery({ ...invitationQueries.lookup(token), enabled: token !== '' });
  if (token === '') {
    return <InvitationMissing pasteLinkHref={paths.signUpEmailMember.getHref({}, prefix)} />;
  }
  if ((me.data === undefined && me.isPending) || lookup.isPending) return <PageLoader />;

  const invitation = lookup.data;
  // A look-up that failed otherwise (offline a moment) leaves the page as it was without one.
  const gone =
    lookup.error instanceof ApiError && lookup.error.errorKey === ErrorKey.InvitationNotFound;
  const thisPage = accountLinks.invitation({ token }, prefix);
  const signInButton = (
    <Button
      component={Link}
      to={paths.signIn.getHref({ redirectTo: thisPage }, prefix)}
      variant={invitation?.hasAccount === true ? 'filled' : 'default'}
      fullWidth
    >
      {t('invite.signIn')}
    </Button>
  );
  return (
    <Stack gap="lg">
      {invitation === undefined ? (
        <AuthPageHeader title={t('invite.heading')} lead={gone ? undefined : t('invite.lead')} />
      ) : (
        <Stack gap="xs">
          <AuthPageHeader title={t('invite.headingFor', { workspace: invitation.workspaceName })} />
          <InvitationLead invitation={invitation} />
        </Stack>
      )}
      {gone && <Alert color="red">{t('invite.notFound')}</Alert>}
      {me.data && gone ? (
        <Button component={Link} to={paths.home.getHref({}, prefix)} variant="default" fullWidth>
          {t('verified.home')}
        </Button>
      ) : me.data ? (
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
      ) : invitation?.hasAccount === true ? (
        // The address already has an account: signing in accepts, signing up could not.
        <Stack gap="sm">
          <Text size="sm" ta="center">
            {t('invite.haveAccount')}
          </Text>
          {signInButton}
        </Stack>
      ) : (
        !gone && (
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
            {signInButton}
          </Stack>
        )
      )}
    </Stack>
  );
}
