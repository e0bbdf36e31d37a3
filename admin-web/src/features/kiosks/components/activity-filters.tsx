import { Grid, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { ActivityFilter } from '@/features/kiosks/utils/activity-period';
import type { Kiosk } from '@/lib/wire';

const ALL = 'all';

/** The kiosk and the period of the activity view: whole days, both ends included. */
export function ActivityFilters({
  filter,
  kiosks,
  onChange,
}: {
  filter: ActivityFilter;
  kiosks: readonly Kiosk[];
  onChange: (filter: ActivityFilter) => void;
}) {
  const { t } = useTranslation('kiosks');
  const options = [
    { value: ALL, label: t('activity.allKiosks') },
    ...kiosks.map((kiosk) => ({ value: kiosk.id, label: kiosk.name })),
  ];
  return (
    // On a phone the kiosk takes a row and the two dates share the next.
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, xs: 4 }}>
        <Select
          label={t('activity.kiosk')}
          data={options}
          value={filter.idKiosk ?? ALL}
          allowDeselect={false}
          onChange={(value) => {
            onChange({ ...filter, idKiosk: value === null || value === ALL ? null : value });
          }}
        />
      </Grid.Col>
      {/* Native date fields: the phone's own picker, and typing works everywhere. */}
      <Grid.Col span={{ base: 6, xs: 4 }}>
        <TextInput
          type="date"
          label={t('activity.from')}
          value={filter.from}
          max={filter.to || undefined}
          onChange={(event) => {
            onChange({ ...filter, from: event.currentTarget.value });
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, xs: 4 }}>
        <TextInput
          type="date"
          label={t('activity.to')}
          value={filter.to}
          min={filter.from || undefined}
          onChange={(event) => {
            onChange({ ...filter, to: event.currentTarget.value });
          }}
        />
      </Grid.Col>
    </Grid>
  );
}
