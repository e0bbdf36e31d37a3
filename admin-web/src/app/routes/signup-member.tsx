import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { invitationQueries } from '@/features/accounts/api/invitation-lookup';
import { AuthPageHeader } from '@/features/accounts/components/auth-page-header';
import { InvitationMissing } from '@/features/accounts/components/invitation-missing';
import { MemberSignUpForm } from '@/features/accounts/components/member-sign-up-form';
import { accountLinks } from '@/features/accounts/utils/account-links';
import { signedInTarget } from '@/features/accounts/utils/redirect-target';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { notify } from '@/lib/notify';

/**
 * An invitee creates their account (`?token=` from the invitation) and joins at once. The
 * invitation's look-up names the workspace and fills in the invited address, so nobody retypes
 * it; without the look-up the address is typed as before. Then the guest guard and this page both
 * go to `?redirectTo=` (/initializing, set by the invitation page).
 */
export default function SignUpMemberRoute() {
  const { t } = useTranslation('auth');
  const prefix = useLocalePrefix();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle(t('title.memberSignUp'));

  const token = search.get('token') ?? '';
  const invitation = useQuery({ ...invitationQueries.lookup(token), enabled: token !== '' }).data;
  if (token === '') {
    return <InvitationMissing pasteLinkHref={paths.signUpEmailMember.getHref({}, prefix)} />;
  }
  const signInHref = paths.signIn.getHref(
    { redirectTo: accountLinks.invitation({ token }, prefix) },
    prefix,
  );

  return (
    <Stack gap="lg">
      <AuthPageHeader
        title={t('member.heading')}
        lead={
          invitation === undefined
            ? t('member.lead')
            : t(invitation.inviterName === null ? 'member.leadForWorkspace' : 'member.leadFor', {
                workspace: invitation.workspaceName,
                inviter: invitation.inviterName ?? '',
              })
        }
      />
      <MemberSignUpForm
        // The form starts again with the address once the look-up answers.
        key={invitation?.email ?? ''}
        invitedEmail={invitation?.email}
        token={token}
        signInHref={signInHref}
        onSignedUp={(account) => {
          const workspace = account.activeWorkspace?.name;
          if (workspace !== undefined) {
            notify({ message: t('invite.joined', { workspace }), tone: 'success' });
          }
          void navigate(signedInTarget(search.get('redirectTo'), prefix), { replace: true });
        }}
      />
      <Divider />
      <Text size="sm" ta="center">
        {t('invite.haveAccount')}{' '}
        <Anchor component={Link} to={signInHref}>
          {t('member.signInAndAccept')}
        </Anchor>
      </Text>
    </Stack>
  );
}
