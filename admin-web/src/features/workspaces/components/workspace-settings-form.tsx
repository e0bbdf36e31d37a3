import {
  Alert,
  Button,
  Checkbox,
  Collapse,
  Fieldset,
  Group,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { Permission } from '@punchcard/shared';
import { type ReactNode, type SubmitEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useSaveWorkspaceSettings } from '@/features/workspaces/api/save-workspace-settings';
import { currencyOptions } from '@/lib/currencies';
import { REQUIRED_FIELDS, requiredFieldNeedsPlan } from '@/features/workspaces/utils/plan-rules';
import {
  type PastTimeChanges,
  settingsCalls,
  settingsValuesOf,
  type WorkspaceSettingsValues,
} from '@/features/workspaces/utils/settings-values';
import { useLocale } from '@/hooks/use-locale';
import { notify } from '@/lib/notify';
import type { Workspace } from '@/lib/wire';
import { canInWorkspace } from '@/lib/workspace-permissions';

const PAST_TIME_CHOICES: readonly PastTimeChanges[] = ['direct', 'approval', 'limited'];

export interface WorkspaceSettingsFormProps {
  /** The active workspace: the settings routes change the caller's active one. */
  workspace: Workspace;
  /** Called once saved (or when nothing needed saving). */
  onSaved: () => void;
  /** Words of the submit button ("Save and continue"). */
  submitLabel: string;
  /** Shown beside the submit button, e.g. "Keep the defaults". */
  secondaryAction?: ReactNode;
}

/**
 * The settings a new owner decides first, each with what it means in practice: whether activities
 * need a clock-in, how members correct past time, what every activity must name, the currency.
 * Options the plan lacks are shown disabled with the plan that has them; someone who may not
 * change settings sees them read-only.
 */
export function WorkspaceSettingsForm({
  workspace,
  onSaved,
  submitLabel,
  secondaryAction,
}: WorkspaceSettingsFormProps) {
  const { t } = useTranslation('workspaces');
  const locale = useLocale();
  const save = useSaveWorkspaceSettings();
  const timeRequiredHelpId = useId();
  const [values, setValues] = useState<WorkspaceSettingsValues>(() => settingsValuesOf(workspace));
  const currencies = useMemo(
    () => currencyOptions(locale, workspace.currency),
    [locale, workspace.currency],
  );
  const editable = canInWorkspace(workspace, Permission.ManageWorkspaceSettings);
  const locked = !editable || save.isPending;

  const change = (next: Partial<WorkspaceSettingsValues>) => {
    setValues((current) => ({ ...current, ...next }));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const calls = editable ? settingsCalls(workspace, values) : [];
    if (calls.length === 0) {
      onSaved();
      return;
    }
    save.mutate(calls, {
      onSuccess: () => {
        notify({ message: t('settings.saved'), tone: 'success' });
        onSaved();
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="lg">
        {!editable && (
          <Alert color="gray" variant="light">
            {t('settings.readOnly', { name: workspace.name })}
          </Alert>
        )}

        <Fieldset
          legend={t('settings.tracking')}
          variant="unstyled"
          // Set like the labels of the groups below it.
          styles={{ legend: { fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)' } }}
        >
          {/* The help is beside the switch, not in it: Mantine's switch label would wrap it
              into the switch's name. */}
          <Switch
            label={t('settings.timeRequired')}
            aria-describedby={timeRequiredHelpId}
            checked={values.isTimeRequired}
            disabled={locked}
            onChange={(event) => {
              change({ isTimeRequired: event.currentTarget.checked });
            }}
          />
          <Text id={timeRequiredHelpId} size="xs" c="dimmed" mt={4} pl={{ base: 0, xs: 54 }}>
            {t('settings.timeRequiredHelp')}
          </Text>
        </Fieldset>

        <Radio.Group
          label={t('settings.pastTime')}
          description={t('settings.pastTimeHelp')}
          value={values.pastTimeChanges}
          onChange={(value) => {
            change({ pastTimeChanges: value });
          }}
        >
          <Stack gap="sm" mt="xs">
            {PAST_TIME_CHOICES.map((choice) => (
              <Radio
                key={choice}
                value={choice}
                disabled={locked}
                label={t(`settings.pastTime.${choice}`)}
                description={t(`settings.pastTime.${choice}Help`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Collapse expanded={values.pastTimeChanges === 'limited'}>
          <Checkbox.Group
            label={t('settings.pastTime.allowed')}
            pl={{ base: 0, xs: 'xl' }}
            value={[
              ...(values.isTimeModificationAllowed ? ['times'] : []),
              ...(values.isDetailModificationAllowed ? ['details'] : []),
            ]}
            onChange={(allowed) => {
              change({
                isTimeModificationAllowed: allowed.includes('times'),
                isDetailModificationAllowed: allowed.includes('details'),
              });
            }}
          >
            <Stack gap="xs" mt="xs">
              <Checkbox value="times" disabled={locked} label={t('settings.pastTime.times')} />
              <Checkbox value="details" disabled={locked} label={t('settings.pastTime.details')} />
            </Stack>
          </Checkbox.Group>
        </Collapse>

        <Checkbox.Group
          label={t('settings.required')}
          description={t('settings.requiredHelp')}
          value={REQUIRED_FIELDS.filter((field) => values.required[field])}
          onChange={(checked) => {
            change({
              required: Object.fromEntries(
                REQUIRED_FIELDS.map((field) => [field, checked.includes(field)]),
              ) as WorkspaceSettingsValues['required'],
            });
          }}
        >
          <Stack gap="xs" mt="xs">
            {REQUIRED_FIELDS.map((field) => {
              const needsPlan = requiredFieldNeedsPlan(workspace, field);
              return (
                <Checkbox
                  key={field}
                  value={field}
                  disabled={locked || needsPlan !== undefined}
                  label={t(`settings.required.${field}`)}
                  description={
                    needsPlan !== undefined && t('plan.needs', { plan: t(`plan.${needsPlan}`) })
                  }
                />
              );
            })}
          </Stack>
        </Checkbox.Group>

        <Select
          label={t('settings.currency')}
          description={t('settings.currencyHelp')}
          searchable
          allowDeselect={false}
          disabled={locked}
          data={currencies}
          value={values.currency}
          onChange={(currency) => {
            if (currency !== null) change({ currency });
          }}
          nothingFoundMessage={t('settings.currencySearch')}
          maxDropdownHeight={280}
          maw={{ base: '100%', xs: 360 }}
        />

        {save.isError && <ApiErrorAlert error={save.error} />}
        <Group justify="flex-end" gap="sm">
          {secondaryAction}
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
