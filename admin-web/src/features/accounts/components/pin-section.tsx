import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { pinQueries, useRequestPinReset } from '@/features/accounts/api/pin';
import { ChangePinForm, SetPinForm } from '@/features/accounts/components/pin-forms';
import { SettingsSection } from '@/components/settings-section';

/** A forgotten PIN cannot be proven, so a link to choose a new one goes to the account's mail. */
function ForgotPin({ email }: { email: string }) {
  const { t } = useTranslation('pin');
  const requestReset = useRequestPinReset();
  if (requestReset.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status">
        {t('forgot.sent', { email })}
      </Alert>
    );
  }
  return (
    <Group>
      <Button
        variant="subtle"
        px={0}
        loading={requestReset.isPending}
        onClick={() => {
          requestReset.mutate();
        }}
      >
        {t('forgot.button')}
      </Button>
    </Group>
  );
}

/** The account's kiosk PIN: set a first one, change it, or have a reset link mailed. */
export function PinSection({ email }: { email: string }) {
  const { t } = useTranslation('pin');
  const availability = useQuery(pinQueries.availability());
  const state = availability.data;

  return (
    <SettingsSection title={t('section.heading')} description={t('section.description')}>
      {state === undefined ? (
        availability.isPending && <Loader size="sm" aria-label={t('section.heading')} />
      ) : (
        <Stack gap="md">
          {!state.isAvailable && (
            <Alert variant="light" color="gray">
              {t('section.unavailable')}
            </Alert>
          )}
          <Text size="sm" fw={500}>
            {t(state.hasPin ? 'section.hasPin' : 'section.noPin')}
          </Text>
          {state.hasPin ? (
            <>
              <ChangePinForm />
              <ForgotPin email={email} />
            </>
          ) : (
            <SetPinForm />
          )}
        </Stack>
      )}
    </SettingsSection>
  );
}
