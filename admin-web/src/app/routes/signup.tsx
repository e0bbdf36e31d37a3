import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { AuthPageHeader } from '@/features/accounts/components/auth-page-header';
import { SignUpEmailForm } from '@/features/accounts/components/sign-up-email-form';
import { accountLinks } from '@/features/accounts/utils/account-links';
import { SsoProviderButtons } from '@/features/sso/components/sso-provider-buttons';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * Sign-up, step one: the e-mail address, or a configured provider. The code step carries the address and the
 * verification's id in its address, so a reload keeps them; once signed up, the new account goes
 * to /initializing, which sends it on to set up a workspace.
 */
export default function SignUpRoute() {
  const { t } = useTranslation('auth');
  const prefix = useLocalePrefix();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle(t('title.signUp'));

  const signInHref = paths.signIn.getHref({}, prefix);
  const redirectTo = search.get('redirectTo') ?? undefined;
  // A page that sent someone here to sign up still gets them back, after the workspace check.
  const afterSignUp = accountLinks.initializing({ redirectTo }, prefix);

  return (
    <Stack gap="lg">
      <AuthPageHeader title={t('signUp.heading')} lead={t('signUp.lead')} />
      <SignUpEmailForm
        initialEmail={search.get('email') ?? ''}
        signInHref={signInHref}
        onCodeSent={({ email, id }) => {
          void navigate(accountLinks.signUpVerify({ email, id, redirectTo: afterSignUp }, prefix));
        }}
      />
      <SsoProviderButtons from="signup" redirectTo={redirectTo} />
      <Divider />
      <Stack gap={4}>
        <Text size="sm" ta="center">
          {t('signUp.haveAccount')}{' '}
          <Anchor component={Link} to={signInHref}>
            {t('signUp.signIn')}
          </Anchor>
        </Text>
        <Text size="sm" ta="center">
          {t('signUp.invited')}{' '}
          <Anchor component={Link} to={paths.signUpEmailMember.getHref({}, prefix)}>
            {t('signUp.useInvitation')}
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}
