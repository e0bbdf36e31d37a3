import { ActionIcon, Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ChevronLeftIcon, ChevronRightIcon } from '@/features/projects/components/icons';
import {
  type DateRange,
  MAX_RANGE_DAYS,
  presetOf,
  presetRange,
  RANGE_PRESETS,
  type RangeProblem,
  rangeProblem,
  shiftRange,
} from '@/features/projects/utils/date-range';

interface RangeFilterProps {
  /** The range being typed (may be invalid while someone types). */
  value: DateRange;
  onChange: (range: DateRange) => void;
}

const problemKey: Record<RangeProblem, 'range.invalid' | 'range.reversed' | 'range.tooLong'> = {
  invalid: 'range.invalid',
  reversed: 'range.reversed',
  tooLong: 'range.tooLong',
};

/**
 * The days a project page covers: this week, this month or last month at a click, the stretch
 * before or after, or any two dates (native date fields: the phone's own picker).
 */
export function RangeFilter({ value, onChange }: RangeFilterProps) {
  const { t } = useTranslation('projects');
  const problem = rangeProblem(value);
  const preset = problem === null ? presetOf(value) : null;

  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('range.group')}>
      <SimpleGrid cols={2} spacing="sm" style={{ flex: '0 1 22rem' }}>
        <TextInput
          type="date"
          label={t('range.from')}
          value={value.from}
          max={value.to || undefined}
          onChange={(event) => {
            onChange({ ...value, from: event.currentTarget.value });
          }}
        />
        <TextInput
          type="date"
          label={t('range.to')}
          value={value.to}
          min={value.from || undefined}
          error={problem === null ? undefined : t(problemKey[problem], { days: MAX_RANGE_DAYS })}
          onChange={(event) => {
            onChange({ ...value, to: event.currentTarget.value });
          }}
        />
      </SimpleGrid>
      <Group gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('range.earlier')}
          disabled={problem !== null}
          onClick={() => {
            onChange(shiftRange(value, -1));
          }}
        >
          <ChevronLeftIcon />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('range.later')}
          disabled={problem !== null}
          onClick={() => {
            onChange(shiftRange(value, 1));
          }}
        >
          <ChevronRightIcon />
        </ActionIcon>
        {RANGE_PRESETS.map((candidate) => (
          <Button
            key={candidate}
            variant={preset === candidate ? 'light' : 'default'}
            aria-pressed={preset === candidate}
            onClick={() => {
              onChange(presetRange(candidate));
            }}
          >
            {t(`range.${candidate}`)}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
