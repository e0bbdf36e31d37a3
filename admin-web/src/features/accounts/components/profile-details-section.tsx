import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { LoadFailed } from '@/features/accounts/components/load-failed';
import { ProfileDetailsForm } from '@/features/accounts/components/profile-details-form';
import { SettingsSection } from '@/features/accounts/components/settings-section';
import { accountQueries } from '@/lib/session';

/** The account's personal details, once loaded. */
export function ProfileDetailsSection() {
  const { t } = useTranslation('account');
  const profile = useQuery(accountQueries.profile());

  return (
    <SettingsSection title={t('details.heading')} description={t('details.description')}>
      {profile.data !== undefined ? (
        <ProfileDetailsForm profile={profile.data} />
      ) : profile.isError ? (
        <LoadFailed
          error={profile.error}
          retrying={profile.isFetching}
          onRetry={() => {
            void profile.refetch();
          }}
        />
      ) : (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={56} />
          <Skeleton height={80} />
          <Skeleton height={56} width="50%" />
        </Stack>
      )}
    </SettingsSection>
  );
}
