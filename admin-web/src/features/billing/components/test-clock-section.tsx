import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { SettingsSection } from '@/components/settings-section';
import { useAdvanceTestClock } from '@/features/billing/api/billing-mutations';
import { notify } from '@/lib/notify';

const MAX_DAYS = 400;

/** Test mode only: the workspace's billing clock jumps ahead, so a demo sees renewals happen. */
export function TestClockSection() {
  const { t } = useTranslation('billing');
  const [days, setDays] = useState<number>(30);
  const advance = useAdvanceTestClock();
  return (
    <SettingsSection title={t('clock.title')} description={t('clock.description')}>
      {advance.error !== null && <ApiErrorAlert error={advance.error} />}
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('clock.days')}
          value={days}
          onChange={(value) => {
            setDays(typeof value === 'number' ? value : Number(value) || 1);
          }}
          min={1}
          max={MAX_DAYS}
          allowDecimal={false}
          allowNegative={false}
          w={160}
        />
        <Button
          variant="light"
          loading={advance.isPending}
          onClick={() => {
            const count = Math.min(MAX_DAYS, Math.max(1, Math.trunc(days)));
            advance.mutate(count, {
              onSuccess: () => {
                notify({ tone: 'success', message: t('clock.advanced', { count }) });
              },
            });
          }}
        >
          {t('clock.advance')}
        </Button>
      </Group>
    </SettingsSection>
  );
}
