import { TextInput, type TextInputProps } from '@mantine/core';
import { parseDuration } from '@punchcard/shared';
import type { ReactNode } from 'react';

import { useLocale } from '@/hooks/use-locale';
import { formatDurationText } from '@/lib/dates';

/** What a duration text says: nothing, something unreadable, or a number of seconds. */
export type DurationReading =
  { state: 'empty' } | { state: 'invalid' } | { state: 'ok'; seconds: number };

/**
 * Reads a duration as people type it, with the shared parser the API uses: a bare number is
 * hours ("1.5"), and "2h 30m", "1:30" or "1時間30分" work too. Above `maxSeconds` is unreadable.
 */
export function readDuration(text: string, maxSeconds = Number.MAX_SAFE_INTEGER): DurationReading {
  if (text.trim() === '') return { state: 'empty' };
  const seconds = parseDuration(text);
  if (seconds === undefined || seconds > maxSeconds) return { state: 'invalid' };
  return { state: 'ok', seconds };
}

export interface DurationInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'error' | 'description'
> {
  /** The text as typed. */
  value: string;
  onChange: (value: string) => void;
  /** Said when the text cannot be read as a duration. */
  invalidMessage: string;
  /** Says what the text was read as, e.g. `reads as 2h 30m`. */
  readsAs: (duration: string) => string;
  /** Shown while the field is empty (what an empty field means). */
  emptyHint?: ReactNode;
  /** The longest duration accepted, in seconds. */
  maxSeconds?: number;
  /** Another error of the form's (wins over the reading). */
  error?: ReactNode;
}

/**
 * A duration typed as text. Under the field it says how the text was read, in the page's
 * language, so "1.5" is seen to mean an hour and a half before it is saved; unreadable text is
 * marked as an error at once.
 */
export function DurationInput({
  value,
  onChange,
  invalidMessage,
  readsAs,
  emptyHint,
  maxSeconds,
  error,
  ...props
}: DurationInputProps) {
  const locale = useLocale();
  const reading = readDuration(value, maxSeconds);
  const description =
    reading.state === 'ok'
      ? readsAs(formatDurationText(reading.seconds, locale))
      : reading.state === 'empty'
        ? emptyHint
        : undefined;
  return (
    <TextInput
      {...props}
      value={value}
      inputMode="text"
      autoComplete="off"
      onChange={(event) => {
        onChange(event.currentTarget.value);
      }}
      description={description}
      error={error ?? (reading.state === 'invalid' ? invalidMessage : undefined)}
    />
  );
}
