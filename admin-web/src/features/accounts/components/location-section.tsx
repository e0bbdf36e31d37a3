import { Alert, Skeleton, Stack, Switch } from '@mantine/core';
import { type BillingMode, PlanFeature, planHasFeature } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import {
  type LocationMoment,
  useSetLocationRecording,
} from '@/features/accounts/api/set-location-recording';
import { LoadFailed } from '@/features/accounts/components/load-failed';
import { SettingsSection } from '@/features/accounts/components/settings-section';
import { notify } from '@/lib/notify';
import { accountQueries } from '@/lib/session';

interface LocationSectionProps {
  workspace: { id: string; name: string; plan: string; billing: BillingMode };
}

const moments: readonly {
  moment: LocationMoment;
  label: 'location.workspaceTime' | 'location.timestamp';
}[] = [
  { moment: 'workspaceTime', label: 'location.workspaceTime' },
  { moment: 'timestamp', label: 'location.timestamp' },
];

/** Whether clocking and activities record where the member is, in the active workspace. */
export function LocationSection({ workspace }: LocationSectionProps) {
  const { t } = useTranslation('account');
  const preferences = useQuery(accountQueries.preferences(workspace.id));
  const setLocation = useSetLocationRecording(workspace.id);
  const offered = planHasFeature(
    workspace.plan,
    PlanFeature.LocationAndMetadata,
    workspace.billing,
  );

  const isOn = (moment: LocationMoment): boolean =>
    moment === 'workspaceTime'
      ? (preferences.data?.isWorkspaceTimeLocationOn ?? false)
      : (preferences.data?.isTimestampLocationOn ?? false);

  let body;
  if (preferences.data !== undefined) {
    body = (
      <Stack gap="md">
        {!offered && (
          <Alert color="gray" variant="light">
            {t('location.unavailable')}
          </Alert>
        )}
        {moments.map(({ moment, label }) => (
          <Switch
            key={moment}
            label={t(label)}
            checked={isOn(moment)}
            disabled={!offered || setLocation.isPending}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setLocation.mutate(
                { moment, on },
                {
                  onSuccess: () => {
                    notify({
                      message: t(on ? 'location.turnedOn' : 'location.turnedOff'),
                      tone: 'success',
                    });
                  },
                },
              );
            }}
          />
        ))}
      </Stack>
    );
  } else if (preferences.isError) {
    body = (
      <LoadFailed
        error={preferences.error}
        retrying={preferences.isFetching}
        onRetry={() => {
          void preferences.refetch();
        }}
      />
    );
  } else {
    body = (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={24} width="70%" />
        <Skeleton height={24} width="70%" />
      </Stack>
    );
  }

  return (
    <SettingsSection
      title={t('location.heading')}
      description={t('location.description', { workspace: workspace.name })}
    >
      {body}
    </SettingsSection>
  );
}
