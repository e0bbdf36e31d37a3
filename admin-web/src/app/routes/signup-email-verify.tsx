import { Anchor, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { AuthPageHeader } from '@/features/accounts/components/auth-page-header';
import { SignUpVerifyForm } from '@/features/accounts/components/sign-up-verify-form';
import { accountLinks } from '@/features/accounts/utils/account-links';
import { signedInTarget } from '@/features/accounts/utils/redirect-target';
import { SIGNUP_CODE_MINUTES } from '@/features/accounts/utils/signup-code';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { notify } from '@/lib/notify';

/**
 * Sign-up, step two: the code mailed to `?email=` (verification `?id=`) and a password. Signing
 * up signs in; the guest guard and this page then both go to `?redirectTo=` (/initializing, set
 * by step one), so they agree on the way on.
 */
export default function SignUpEmailVerifyRoute() {
  const { t } = useTranslation('auth');
  const prefix = useLocalePrefix();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle(t('title.signUpVerify'));

  const email = search.get('email') ?? '';
  const id = search.get('id') ?? '';
  // Without them there is nothing to verify: start again from the e-mail.
  if (email === '' || id === '') {
    return <Navigate replace to={accountLinks.signUp({ email }, prefix)} />;
  }

  return (
    <Stack gap="lg">
      <AuthPageHeader
        title={t('verify.heading')}
        lead={
          <Trans
            t={t}
            i18nKey="verify.sentTo"
            values={{ email, minutes: SIGNUP_CODE_MINUTES }}
            components={[<Text key="email" span fw={700} c="var(--mantine-color-text)" />]}
          />
        }
      />
      <Text size="sm" ta="center" mt={-8}>
        <Anchor component={Link} to={accountLinks.signUp({ email }, prefix)}>
          {t('verify.changeEmail')}
        </Anchor>
      </Text>
      <SignUpVerifyForm
        email={email}
        verificationId={id}
        signInHref={paths.signIn.getHref({}, prefix)}
        onNewVerification={(newId) => {
          const next = new URLSearchParams(search);
          next.set('id', newId);
          setSearch(next, { replace: true });
        }}
        onSignedUp={() => {
          notify({ message: t('verify.welcome'), tone: 'success' });
          void navigate(signedInTarget(search.get('redirectTo'), prefix), { replace: true });
        }}
      />
    </Stack>
  );
}
