import { Alert, Button, Divider, Stack } from '@mantine/core';
import type { SsoFrom } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ssoQueries } from '@/features/sso/api/sso-queries';
import { useStartSsoFlow } from '@/features/sso/api/start-sso-flow';
import { useLocalePrefix } from '@/hooks/use-locale';

interface SsoProviderButtonsProps {
  from: Extract<SsoFrom, 'signin' | 'signup'>;
  /** The page to open once signed in. */
  redirectTo?: string;
}

/**
 * "Continue with …" for each provider this install configured, and nothing when it configured
 * none (or the list could not be read: the e-mail form above still works). Plain, brand-neutral
 * buttons: the provider's name is the whole label.
 */
export function SsoProviderButtons({ from, redirectTo }: SsoProviderButtonsProps) {
  const { t } = useTranslation('sso');
  const locale = useLocalePrefix();
  const { data } = useQuery(ssoQueries.providers());
  const start = useStartSsoFlow();
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;

  return (
    <Stack gap="sm">
      <Divider label={t('buttons.or')} labelPosition="center" />
      <Stack gap="sm" role="group" aria-label={t('buttons.group')}>
        {providers.map((provider) => (
          <Button
            key={provider.service}
            variant="default"
            fullWidth
            loading={start.isPending && start.variables.service === provider.service}
            disabled={start.isPending}
            onClick={() => {
              start.mutate({
                service: provider.service,
                from,
                ...(redirectTo === undefined ? {} : { redirectTo }),
                ...(locale === undefined ? {} : { locale }),
              });
            }}
          >
            {t('buttons.continueWith', { name: provider.name })}
          </Button>
        ))}
      </Stack>
      {start.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('buttons.startFailed')}
        </Alert>
      )}
    </Stack>
  );
}
