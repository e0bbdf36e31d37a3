import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';

import { ApiErrorText } from '@/components/api-error-alert';
import { paths } from '@/config/paths';
import { useFreshAccount } from '@/features/accounts/api/use-fresh-account';
import { SessionProblem, SessionProgress } from '@/features/accounts/components/session-status';
import { pageAfterSignIn } from '@/features/accounts/utils/next-page';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

/** The spec's sign-in failure reasons (section 2), given as `?reason=`. */
const FAILURES = {
  'sso-fail': { heading: 'signingIn.ssoFailHeading', body: 'signingIn.ssoFailBody' },
  'link-fail': { heading: 'signingIn.linkFailHeading', body: 'signingIn.linkFailBody' },
} as const;

function isFailure(reason: string | null): reason is keyof typeof FAILURES {
  return reason !== null && Object.hasOwn(FAILURES, reason);
}

/** Checks the session a sign-in left, then goes on as /initializing would. */
function SessionHandOff({ signInHref }: { signInHref: string }) {
  const { t } = useTranslation('auth');
  const prefix = useLocalePrefix();
  const [search] = useSearchParams();
  const fresh = useFreshAccount();

  switch (fresh.state) {
    case 'loading':
      return <SessionProgress heading={t('signingIn.heading')} />;
    case 'signed-in':
      return (
        <Navigate replace to={pageAfterSignIn(fresh.account, search.get('redirectTo'), prefix)} />
      );
    case 'signed-out':
      return (
        <SessionProblem
          heading={t('signingIn.signedOutHeading')}
          body={t('signingIn.signedOutBody')}
          action={
            <Button component={Link} to={signInHref}>
              {t('signUp.signIn')}
            </Button>
          }
        />
      );
    case 'failed':
      return (
        <SessionProblem
          heading={t('signingIn.errorHeading')}
          body={<ApiErrorText error={fresh.error} />}
          action={<Button onClick={fresh.retry}>{t('initializing.retry')}</Button>}
        />
      );
  }
}

/**
 * Finishes a sign-in handed over from elsewhere (the API offers no single sign-on yet, so this is
 * what a future provider's return lands on): with `?reason=sso-fail` or `link-fail` it explains
 * why signing in failed; otherwise it checks the session and continues, keeping `?redirectTo=`.
 */
export default function SigningInRoute() {
  const { t } = useTranslation('auth');
  const prefix = useLocalePrefix();
  const [search] = useSearchParams();
  usePageTitle(t('title.signingIn'));

  const redirectTo = search.get('redirectTo') ?? undefined;
  const signInHref = paths.signIn.getHref({ redirectTo }, prefix);
  const reason = search.get('reason');

  if (isFailure(reason)) {
    const { heading, body } = FAILURES[reason];
    return (
      <SessionProblem
        heading={t(heading)}
        body={t(body)}
        action={
          <Button component={Link} to={signInHref}>
            {t('signUp.signIn')}
          </Button>
        }
      />
    );
  }
  return <SessionHandOff signInHref={signInHref} />;
}
