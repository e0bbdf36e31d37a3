import { Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useRequestPasswordReset } from '@/features/accounts/api/request-password-reset';
import { AuthPageHeader } from '@/features/accounts/components/auth-page-header';
import { ResendButton } from '@/features/accounts/components/resend-button';
import { RESEND_COOLDOWN_SECONDS, useCooldown } from '@/features/accounts/hooks/use-cooldown';
import { RESET_LINK_MINUTES } from '@/features/accounts/utils/password-reset';
import { notify } from '@/lib/notify';

/** "Check your e-mail", after a reset link was mailed, with a way to have it sent again. */
export function ResetLinkSent({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useRequestPasswordReset();
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);

  return (
    <Stack gap="lg">
      <AuthPageHeader
        title={t('forgot.sentHeading')}
        lead={
          <Trans
            t={t}
            i18nKey="forgot.sentBody"
            values={{ email, minutes: RESET_LINK_MINUTES }}
            components={[<Text key="email" span fw={700} c="var(--mantine-color-text)" />]}
          />
        }
      />
      <Stack gap="xs" align="center">
        <Text size="sm" c="dimmed" ta="center">
          {t('forgot.noMail')}
        </Text>
        <ResendButton
          label={t('forgot.resend')}
          waitingLabel={(seconds) => t('forgot.resendIn', { seconds })}
          secondsLeft={cooldown.secondsLeft}
          pending={resend.isPending}
          onResend={() => {
            resend.mutate(email, {
              onSuccess: () => {
                cooldown.restart();
                notify({ message: t('forgot.resent', { email }), tone: 'success' });
              },
            });
          }}
        />
        {resend.isError && <ApiErrorAlert error={resend.error} />}
      </Stack>
    </Stack>
  );
}
