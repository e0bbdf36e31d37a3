import { Input, type MantineSize, PinInput, useMatches } from '@mantine/core';
import { PIN_MAX_LENGTH } from '@punchcard/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface PinFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
  error?: string;
  autoFocus?: boolean;
}

/**
 * A PIN typed into one masked box per digit (up to 8; 4 are enough). Each box is named
 * "PIN, digit 2 of 8" for screen readers, and the group by the field's label.
 */
export function PinField({ label, value, onChange, description, error, autoFocus }: PinFieldProps) {
  const { t } = useTranslation('pin');
  const labelId = useId();
  // Eight boxes fit a phone only a little smaller.
  const size = useMatches<MantineSize>({ base: 'xs', xs: 'sm' });
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={labelId}
      description={description}
      error={error}
      styles={{ label: { marginBottom: 4 } }}
      // The wrapper's label names the group of boxes below.
      labelProps={{ id: `${labelId}-label` }}
    >
      <PinInput
        mt={description ? 6 : 0}
        length={PIN_MAX_LENGTH}
        type="number"
        inputMode="numeric"
        mask
        oneTimeCode={false}
        placeholder=""
        size={size}
        gap={6}
        value={value}
        onChange={onChange}
        error={error !== undefined}
        autoFocus={autoFocus}
        aria-labelledby={`${labelId}-label`}
        getInputProps={(index) => ({
          'aria-label': t('field.digit', { label, index: index + 1, count: PIN_MAX_LENGTH }),
          autoComplete: 'off',
        })}
      />
    </Input.Wrapper>
  );
}
