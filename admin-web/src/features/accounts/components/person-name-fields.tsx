import { Group, TextInput } from '@mantine/core';
import { PERSON_NAME_MAX_LENGTH } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import type { PersonName, PersonNameErrors } from '@/features/accounts/utils/person-name';

export interface PersonNameFieldsProps {
  value: PersonName;
  onChange: (value: PersonName) => void;
  errors: PersonNameErrors;
}

/**
 * First and last name, side by side from small tablets up. Japanese puts the family name first,
 * as people write it there; autocomplete fills both from the browser's address book.
 */
export function PersonNameFields({ value, onChange, errors }: PersonNameFieldsProps) {
  const { t, i18n } = useTranslation('auth');
  const first = (
    <TextInput
      key="first"
      label={t('field.firstName')}
      autoComplete="given-name"
      required
      maxLength={PERSON_NAME_MAX_LENGTH}
      value={value.firstName}
      onChange={(event) => {
        onChange({ ...value, firstName: event.currentTarget.value });
      }}
      error={errors.firstName && t(errors.firstName)}
      flex={1}
      miw={0}
    />
  );
  const last = (
    <TextInput
      key="last"
      label={t('field.lastName')}
      autoComplete="family-name"
      required
      maxLength={PERSON_NAME_MAX_LENGTH}
      value={value.lastName}
      onChange={(event) => {
        onChange({ ...value, lastName: event.currentTarget.value });
      }}
      error={errors.lastName && t(errors.lastName)}
      flex={1}
      miw={0}
    />
  );
  return (
    <Group gap="md" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
      {i18n.language === 'ja' ? [last, first] : [first, last]}
    </Group>
  );
}
