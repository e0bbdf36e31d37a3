import { Input, SimpleGrid, TextInput } from '@mantine/core';
import { useId } from 'react';

import type { DateTimeParts } from '@/features/requests/utils/date-time-parts';

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

export interface DateTimeFieldProps {
  dateLabel: string;
  timeLabel: string;
  value: DateTimeParts;
  onChange: (value: DateTimeParts) => void;
  /** The message under both inputs; both are marked invalid while there is one. */
  error?: string;
  disabled?: boolean;
  /** The latest date offered (`YYYY-MM-DD`): requests are about the past. */
  maxDate?: string;
}

/**
 * A moment as a date and a time of day. Native inputs: phones open their own pickers and the
 * browser lays the value out in the person's own convention.
 */
export function DateTimeField({
  dateLabel,
  timeLabel,
  value,
  onChange,
  error,
  disabled = false,
  maxDate,
}: DateTimeFieldProps) {
  const errorId = useId();
  const invalid = error !== undefined;
  const describedBy = invalid ? errorId : undefined;
  // Mark the part that is missing; when both are there, the moment itself is wrong.
  const dateMissing = !DATE_SHAPE.test(value.date);
  const timeMissing = value.time === '';
  const dateInvalid = invalid && (dateMissing || !timeMissing);
  const timeInvalid = invalid && (timeMissing || !dateMissing);
  return (
    <div>
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          type="date"
          label={dateLabel}
          required
          disabled={disabled}
          max={maxDate}
          value={value.date}
          error={dateInvalid}
          aria-describedby={describedBy}
          onChange={(event) => {
            onChange({ ...value, date: event.currentTarget.value });
          }}
        />
        <TextInput
          type="time"
          label={timeLabel}
          required
          disabled={disabled}
          value={value.time}
          error={timeInvalid}
          aria-describedby={describedBy}
          onChange={(event) => {
            onChange({ ...value, time: event.currentTarget.value });
          }}
        />
      </SimpleGrid>
      {invalid && (
        <Input.Error id={errorId} mt={5}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
