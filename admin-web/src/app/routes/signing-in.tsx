import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';

import { ApiErrorText } from '@/components/api-error-alert';
import { type Locale, paths } from '@/config/paths';
import { useFreshAccount } from '@/features/accounts/api/use-fresh-account';
import { SessionProblem, SessionProgress } from '@/features/accounts/components/session-status';
import { pageAfterSignIn } from '@/features/accounts/utils/next-page';
import { useSsoSignInReturn } from '@/features/sso/hooks/use-sso-return';
import { isFailureReason, type SsoFailureReason } from '@/features/sso/utils/sso-redirect';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

/** The spec's sign-in failure reasons (section 2), given as `?reason=`. */
const FAILURES = {
  'sso-fail': { heading: 'failure.ssoFailHeading', body: 'failure.ssoFailBody' },
  'link-fail': { heading: 'failure.linkFailHeading', body: 'failure.linkFailBody' },
} as const;

function SignInButton({ href }: { href: string }) {
  const { t } = useTranslation('auth');
  return (
    <Button component={Link} to={href}>
      {t('signUp.signIn')}
    </Button>
  );
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
          action={<SignInButton href={signInHref} />}
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

/** This page again, explaining `reason`, under the locale the flow started in. */
function failureHref(reason: SsoFailureReason, redirectTo?: string, locale?: Locale): string {
  const search = new URLSearchParams({ reason });
  if (redirectTo !== undefined) search.set('redirectTo', redirectTo);
  return `${paths.signingIn.getHref({}, locale)}?${search.toString()}`;
}

/**
 * The provider's answer to a sign-in or sign-up flow this tab started: the code is exchanged
 * (its state checked first); a link flow (Apple's callback lands here) goes on to /linking.
 * Without an answer, the session a sign-in left is checked as before.
 */
function ProviderReturn({ signInHref }: { signInHref: string }) {
  const { t } = useTranslation('sso');
  const back = useSsoSignInReturn();

  switch (back.step) {
    case 'none':
      return <SessionHandOff signInHref={signInHref} />;
    case 'forward':
      return <Navigate replace to={back.to} />;
    case 'finishing':
      return <SessionProgress heading={t('return.finishing')} />;
    case 'done': {
      const { redirectTo = null, locale } = back.flow;
      return <Navigate replace to={pageAfterSignIn(back.answer, redirectTo, locale)} />;
    }
    case 'failed': {
      const { redirectTo, locale } = back.flow;
      if (back.reason !== undefined) {
        return <Navigate replace to={failureHref(back.reason, redirectTo, locale)} />;
      }
      return (
        <SessionProblem
          heading={t('return.errorHeading')}
          body={<ApiErrorText error={back.error} />}
          action={<SignInButton href={paths.signIn.getHref({ redirectTo }, locale)} />}
        />
      );
    }
    case 'cancelled':
      return (
        <SessionProblem
          heading={t('return.cancelledHeading')}
          body={t('return.cancelledBody')}
          action={<SignInButton href={signInHref} />}
        />
      );
    case 'unverified':
      return (
        <SessionProblem
          heading={t('return.unverifiedHeading')}
          body={t('return.unverifiedBody')}
          action={<SignInButton href={signInHref} />}
        />
      );
  }
}

/**
 * Where a provider sends the browser back to (single sign-on) and where a sign-in hands over:
 * with `?code&state` it finishes the flow; with `?reason=sso-fail` or `link-fail` it explains why
 * signing in failed; otherwise it checks the session and continues, keeping `?redirectTo=`.
 */
export default function SigningInRoute() {
  const { t } = useTranslation(['auth', 'sso']);
  const prefix = useLocalePrefix();
  const [search] = useSearchParams();
  usePageTitle(t('auth:title.signingIn'));

  const redirectTo = search.get('redirectTo') ?? undefined;
  const signInHref = paths.signIn.getHref({ redirectTo }, prefix);
  const reason = search.get('reason');

  if (isFailureReason(reason)) {
    const { heading, body } = FAILURES[reason];
    return (
      <SessionProblem
        heading={t(`sso:${heading}`)}
        body={t(`sso:${body}`)}
        action={<SignInButton href={signInHref} />}
      />
    );
  }
  return <ProviderReturn signInHref={signInHref} />;
}
