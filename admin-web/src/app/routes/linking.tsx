import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';

import { ApiErrorText } from '@/components/api-error-alert';
import { type Locale, paths } from '@/config/paths';
import { SessionProblem, SessionProgress } from '@/features/accounts/components/session-status';
import { ssoQueries } from '@/features/sso/api/sso-queries';
import { useProviderName } from '@/features/sso/hooks/use-provider-name';
import { useSsoLinkReturn } from '@/features/sso/hooks/use-sso-return';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { notify } from '@/lib/notify';

function BackButton({ locale }: { locale: Locale | undefined }) {
  const { t } = useTranslation('sso');
  return (
    <Button component={Link} to={paths.settingsAccountSignin.getHref({}, locale)}>
      {t('linking.back')}
    </Button>
  );
}

/** Linked: says so, and returns to the sign-in methods, which now list the provider. */
function Linked({ name, locale }: { name: string; locale: Locale | undefined }) {
  const { t } = useTranslation('sso');
  useEffect(() => {
    notify({ tone: 'success', message: t('linking.done', { name }) });
  }, [t, name]);
  return <Navigate replace to={paths.settingsAccountSignin.getHref({}, locale)} />;
}

/**
 * Where a provider sends the signed-in person back to after "Link" on /settings/account/signin
 * (Apple's return comes through /signing-in): the code is exchanged for the link, then the
 * sign-in methods open with a notice. Opened without a link under way, it says so.
 */
export default function LinkingRoute() {
  const { t } = useTranslation('sso');
  const prefix = useLocalePrefix();
  usePageTitle(t('title.linking'));
  const back = useSsoLinkReturn();
  // Read beside the exchange, so the notice can name the provider as the install does.
  const providers = useQuery(ssoQueries.providers());
  const nameOf = useProviderName();

  switch (back.step) {
    case 'none':
      return (
        <SessionProblem
          heading={t('linking.idleHeading')}
          body={t('linking.idleBody')}
          action={<BackButton locale={prefix} />}
        />
      );
    case 'forward':
      return <Navigate replace to={back.to} />;
    case 'finishing':
      return <SessionProgress heading={t('linking.finishing')} />;
    case 'done':
      if (providers.isPending) return <SessionProgress heading={t('linking.finishing')} />;
      return <Linked name={nameOf(back.flow.service)} locale={back.flow.locale} />;
    case 'failed': {
      const body =
        back.reason === 'link-fail' ? (
          t('linking.takenBody')
        ) : back.reason === 'sso-fail' ? (
          t('linking.disabledBody')
        ) : (
          <ApiErrorText error={back.error} />
        );
      return (
        <SessionProblem
          heading={t('linking.failedHeading')}
          body={body}
          action={<BackButton locale={back.flow.locale} />}
        />
      );
    }
    case 'cancelled':
      return (
        <SessionProblem
          heading={t('linking.cancelledHeading')}
          body={t('linking.cancelledBody')}
          action={<BackButton locale={prefix} />}
        />
      );
    case 'unverified':
      return (
        <SessionProblem
          heading={t('linking.unverifiedHeading')}
          body={t('linking.unverifiedBody')}
          action={<BackButton locale={prefix} />}
        />
      );
  }
}
