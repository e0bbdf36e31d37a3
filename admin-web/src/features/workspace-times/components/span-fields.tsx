import { SimpleGrid, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

import {
  type SpanErrors,
  type SpanField,
  type SpanInput,
  withStartDate,
} from '@/features/workspace-times/utils/span-input';

export interface SpanFieldsProps {
  value: SpanInput;
  onChange: (value: SpanInput) => void;
  errors: SpanErrors;
  /** A running entry: it has no end to edit. */
  open?: boolean;
  disabled?: boolean;
}

/**
 * Start and end as a date and a time each. Native inputs: phones open their own pickers, and
 * the browser lays the value out in the person's own convention. The end date follows the start
 * date, so changing the day of an overnight shift keeps it overnight.
 */
export function SpanFields({
  value,
  onChange,
  errors,
  open = false,
  disabled = false,
}: SpanFieldsProps) {
  const { t } = useTranslation('timestamps');
  const today = dayjs().format('YYYY-MM-DD');
  const errorOf = (field: SpanField) => {
    const problem = errors[field];
    if (problem === undefined) return undefined;
    if (problem === 'required') {
      return t(field.endsWith('Date') ? 'validation.dateRequired' : 'validation.timeRequired');
    }
    return t(problem === 'inFuture' ? 'validation.inFuture' : 'validation.endNotAfterStart');
  };
  const field = (name: SpanField, type: 'date' | 'time', label: string) => (
    <TextInput
      type={type}
      label={label}
      required
      disabled={disabled}
      max={type === 'date' ? today : undefined}
      value={value[name]}
      error={errorOf(name)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        onChange(name === 'startDate' ? withStartDate(value, text) : { ...value, [name]: text });
      }}
    />
  );

  return (
    <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
      {field('startDate', 'date', t('form.startDate'))}
      {field('startTime', 'time', t('form.startTime'))}
      {!open && field('endDate', 'date', t('form.endDate'))}
      {!open && field('endTime', 'time', t('form.endTime'))}
    </SimpleGrid>
  );
}
