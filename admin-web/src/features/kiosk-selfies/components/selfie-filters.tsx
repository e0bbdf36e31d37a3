import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import {
  MAX_RANGE_DAYS,
  type RangeProblem,
  rangeProblem,
  shiftDate,
} from '@/features/kiosk-selfies/utils/selfie-days';
import type { Member } from '@/lib/wire';

export interface SelfieFilter {
  /** Null: everyone (managers only; a member always sees their own). */
  idUser: string | null;
  from: string;
  to: string;
}

const EVERYONE = 'everyone';

const problemKey: Record<RangeProblem, 'filter.invalid' | 'filter.reversed' | 'filter.tooLong'> = {
  invalid: 'filter.invalid',
  reversed: 'filter.reversed',
  tooLong: 'filter.tooLong',
};

/** Days between two valid dates, both counted. */
function span(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

/** The member (for managers) and the days to list, with steps to the range before or after. */
export function SelfieFilters({
  filter,
  members,
  today,
  onChange,
}: {
  filter: SelfieFilter;
  /** Today in the workspace's time zone: nothing later can have been taken. */
  today: string;
  /** The members to choose from; undefined for someone who sees only their own. */
  members: readonly Member[] | undefined;
  onChange: (filter: SelfieFilter) => void;
}) {
  const { t } = useTranslation('selfies');
  const problem = rangeProblem(filter.from, filter.to);
  const step = (direction: -1 | 1) => {
    const days = span(filter.from, filter.to) * direction;
    onChange({ ...filter, from: shiftDate(filter.from, days), to: shiftDate(filter.to, days) });
  };

  return (
    <Group align="flex-end" gap="sm">
      <SimpleGrid
        cols={{ base: 1, xs: members ? 3 : 2 }}
        spacing="sm"
        style={{ flex: '1 1 20rem' }}
      >
        {members && (
          <Select
            label={t('filter.member')}
            data={[
              { value: EVERYONE, label: t('filter.everyone') },
              ...members.map((member) => ({ value: member.idUser, label: member.name })),
            ]}
            value={filter.idUser ?? EVERYONE}
            allowDeselect={false}
            searchable
            onChange={(value) => {
              onChange({ ...filter, idUser: value === null || value === EVERYONE ? null : value });
            }}
          />
        )}
        {/* Native date fields: the phone's own picker, and typing works everywhere. */}
        <TextInput
          type="date"
          label={t('filter.from')}
          value={filter.from}
          max={filter.to || undefined}
          error={problem === 'invalid' && filter.from === '' ? t('filter.invalid') : undefined}
          onChange={(event) => {
            onChange({ ...filter, from: event.currentTarget.value });
          }}
        />
        <TextInput
          type="date"
          label={t('filter.to')}
          value={filter.to}
          min={filter.from || undefined}
          error={
            problem !== null && !(problem === 'invalid' && filter.from === '')
              ? t(problemKey[problem], { days: MAX_RANGE_DAYS })
              : undefined
          }
          onChange={(event) => {
            onChange({ ...filter, to: event.currentTarget.value });
          }}
        />
      </SimpleGrid>
      <Group gap="xs">
        <Button
          variant="default"
          disabled={problem !== null}
          onClick={() => {
            step(-1);
          }}
        >
          {t('filter.earlier')}
        </Button>
        <Button
          variant="default"
          disabled={problem !== null || filter.to >= today}
          onClick={() => {
            step(1);
          }}
        >
          {t('filter.later')}
        </Button>
      </Group>
    </Group>
  );
}
