import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { SignInForm } from '@/features/accounts/components/sign-in-form';
import { signedInTarget } from '@/features/accounts/utils/redirect-target';
import { SsoProviderButtons } from '@/features/sso/components/sso-provider-buttons';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * Sign in with a password or a configured provider, then go back to the page that asked for it
 * (`?redirectTo=`), else home.
 */
export default function SignInRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const prefix = useLocalePrefix();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle(t('common:title.signIn'));

  const redirectTo = search.get('redirectTo') ?? undefined;
  const target = signedInTarget(redirectTo, prefix);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2" ta="center">
        {t('signIn.heading')}
      </Title>
      <SignInForm
        forgotPasswordHref={paths.forgotPasswordVerify.getHref({}, prefix)}
        onSignedIn={() => {
          void navigate(target, { replace: true });
        }}
      />
      <SsoProviderButtons from="signin" redirectTo={redirectTo} />
      <Text size="sm" ta="center">
        {t('signIn.noAccount')}{' '}
        <Anchor component={Link} to={paths.signUp.getHref({}, prefix)}>
          {t('signIn.createAccount')}
        </Anchor>
      </Text>
    </Stack>
  );
}
