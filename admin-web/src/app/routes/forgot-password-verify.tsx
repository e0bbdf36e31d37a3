import { Anchor, Divider, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { AuthPageHeader } from '@/features/accounts/components/auth-page-header';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';
import { ResetLinkSent } from '@/features/accounts/components/reset-link-sent';
import { accountLinks } from '@/features/accounts/utils/account-links';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * Password recovery: the e-mail, then "check your e-mail". Which step shows is in the address
 * (`?email=&sent=1`), so a reload or the back button keeps it. The mailed link opens
 * /forgot-password/reset.
 */
export default function ForgotPasswordVerifyRoute() {
  const { t } = useTranslation('auth');
  const prefix = useLocalePrefix();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle(t('title.forgotPassword'));

  const email = search.get('email') ?? '';
  const sent = search.get('sent') === '1' && email !== '';
  const signInHref = paths.signIn.getHref({}, prefix);

  return (
    <Stack gap="lg">
      {sent ? (
        <ResetLinkSent email={email} />
      ) : (
        <>
          <AuthPageHeader title={t('forgot.heading')} lead={t('forgot.lead')} />
          <ForgotPasswordForm
            initialEmail={email}
            signUpHref={(typed) => accountLinks.signUp({ email: typed }, prefix)}
            onSent={(sentTo) => {
              void navigate(accountLinks.forgotPassword({ email: sentTo, sent: true }, prefix));
            }}
          />
        </>
      )}
      <Divider />
      <Group justify="center" gap="lg">
        {sent && (
          <Anchor component={Link} to={accountLinks.forgotPassword({ email }, prefix)} size="sm">
            {t('forgot.otherEmail')}
          </Anchor>
        )}
        <Anchor component={Link} to={signInHref} size="sm">
          {t('forgot.backToSignIn')}
        </Anchor>
      </Group>
    </Stack>
  );
}
