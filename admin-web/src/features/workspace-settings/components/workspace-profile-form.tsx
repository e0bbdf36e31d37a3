import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { WORKSPACE_ADDRESS_MAX } from '@punchcard/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import {
  type ProfileValues,
  profileValuesOf,
  useSaveWorkspaceProfile,
} from '@/features/workspace-settings/api/workspace-profile-mutations';
import { notify } from '@/lib/notify';
import type { Workspace } from '@/lib/wire';

export interface Option {
  value: string;
  label: string;
}

interface WorkspaceProfileFormProps {
  workspace: Workspace;
  /** Every IANA zone the browser knows, named in the page's language. */
  timeZones: Option[];
  currencies: Option[];
  /** Without MANAGE_WORKSPACE_SETTINGS the profile is shown, not offered for change. */
  readOnly: boolean;
}

const NAME_MAX = 100;

/** Name, address, time zone and currency, saved together (only what changed is sent). */
export function WorkspaceProfileForm({
  workspace,
  timeZones,
  currencies,
  readOnly,
}: WorkspaceProfileFormProps) {
  const { t } = useTranslation('workspaceSettings');
  const save = useSaveWorkspaceProfile(workspace);
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(workspace));
  const [nameError, setNameError] = useState(false);
  const change = (patch: Partial<ProfileValues>) => {
    setValues((current) => ({ ...current, ...patch }));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const name = values.name.trim();
        const invalid = name.length === 0 || Array.from(name).length > NAME_MAX;
        setNameError(invalid);
        if (invalid) return;
        save.mutate(values, {
          onSuccess: () => {
            notify({ message: t('profile.saved'), tone: 'success' });
          },
        });
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('profile.name')}
          required
          maxLength={NAME_MAX}
          readOnly={readOnly}
          value={values.name}
          error={nameError ? t('profile.nameError') : undefined}
          onChange={(event) => {
            change({ name: event.currentTarget.value });
          }}
        />
        <Textarea
          label={t('profile.address')}
          description={t('profile.addressHint')}
          autosize
          minRows={2}
          maxLength={WORKSPACE_ADDRESS_MAX}
          readOnly={readOnly}
          value={values.address}
          onChange={(event) => {
            change({ address: event.currentTarget.value });
          }}
        />
        <Select
          label={t('profile.timeZone')}
          description={t('profile.timeZoneHint')}
          searchable
          allowDeselect={false}
          readOnly={readOnly}
          data={timeZones}
          value={values.timeZone}
          onChange={(timeZone) => {
            if (timeZone !== null) change({ timeZone });
          }}
          nothingFoundMessage={t('profile.nothingFound')}
          maxDropdownHeight={280}
        />
        <Select
          label={t('profile.currency')}
          description={t('profile.currencyHint')}
          searchable
          allowDeselect={false}
          readOnly={readOnly}
          data={currencies}
          value={values.currency}
          onChange={(currency) => {
            if (currency !== null) change({ currency });
          }}
          nothingFoundMessage={t('profile.nothingFound')}
          maxDropdownHeight={280}
          maw={{ base: '100%', xs: 360 }}
        />
        {save.isError && <ApiErrorAlert error={save.error} />}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('profile.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
