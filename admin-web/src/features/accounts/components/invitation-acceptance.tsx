import { Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { ErrorKey } from '@punchcard/shared';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useAcceptInvitation } from '@/features/accounts/api/accept-invitation';
import { useSignOut } from '@/features/accounts/api/sign-out';
import { ApiError } from '@/lib/api-client';
import type { Me } from '@/lib/wire';

export interface InvitationAcceptanceProps {
  account: Me;
  token: string;
  onJoined: (account: Me) => void;
  /** This page again, to load signed out after "sign out and use that account". */
  signedOutHref: string;
  /** The app, for someone whose invitation no longer works (often: already accepted). */
  appHref: string;
}

/**
 * A signed-in person accepts with their session. The invitation names an e-mail address, so
 * whoever is signed in at another one is offered to sign out and come back with the right account.
 */
export function InvitationAcceptance({
  account,
  token,
  onJoined,
  signedOutHref,
  appHref,
}: InvitationAcceptanceProps) {
  const { t } = useTranslation('auth');
  const accept = useAcceptInvitation();
  const signOut = useSignOut(signedOutHref);
  const busy = accept.isPending || signOut.isPending || accept.isSuccess;

  const notFound =
    accept.error instanceof ApiError && accept.error.errorKey === ErrorKey.InvitationNotFound;

  return (
    <Stack gap="lg">
      <Text ta="center">
        <Trans
          t={t}
          i18nKey="invite.signedInAs"
          values={{ email: account.user.email }}
          components={[<Text key="email" span fw={700} />]}
        />
      </Text>
      <Text c="dimmed" ta="center" size="sm">
        {t('invite.acceptLead')}
      </Text>
      <Button
        fullWidth
        loading={accept.isPending}
        disabled={busy}
        onClick={() => {
          accept.mutate({ token }, { onSuccess: onJoined });
        }}
      >
        {t('invite.accept')}
      </Button>
      {accept.isError && (
        <ApiErrorAlert
          error={accept.error}
          message={notFound ? t('invite.notFound') : undefined}
          action={
            notFound && (
              <Anchor component={Link} to={appHref} fw={600}>
                {t('verified.home')}
              </Anchor>
            )
          }
        />
      )}
      <Divider />
      <Stack gap={4} align="center">
        <Text size="sm" ta="center">
          {t('invite.otherAccount')}
        </Text>
        <Button
          variant="subtle"
          size="sm"
          loading={signOut.isPending}
          disabled={busy}
          onClick={() => {
            signOut.mutate();
          }}
        >
          {t('invite.signOut')}
        </Button>
      </Stack>
    </Stack>
  );
}
