import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { CategoryLabel } from '@/features/categories/components/category-option';
import type { Category } from '@/lib/wire';

/** A category in use, about to be deleted. */
export interface CategoryInUse {
  category: Category;
  /** How many tasks use it; null when only the API's refusal said it is in use. */
  tasks: number | null;
}

interface ReassignCategoryDialogProps {
  /** Null keeps the dialog closed. */
  target: CategoryInUse | null;
  /** The live categories (the one being deleted is left out here). */
  categories: readonly Category[];
  saving: boolean;
  /** The refusal of the last try. */
  error: unknown;
  onConfirm: (newIdCategory: string) => void;
  onClose: () => void;
}

function ReassignForm({
  target: { category, tasks },
  categories,
  saving,
  error,
  onConfirm,
  onClose,
}: ReassignCategoryDialogProps & { target: CategoryInUse }) {
  const { t } = useTranslation('categories');
  const [picked, setPicked] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const rest = categories.filter((other) => other.id !== category.id);
  const byId = new Map(rest.map((other) => [other.id, other]));
  const others = rest.map((other) => ({ value: other.id, label: other.name }));

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissing(picked === null);
    if (picked !== null) onConfirm(picked);
  };

  const usage =
    tasks !== null && tasks > 0
      ? t('reassign.tasks', { count: tasks, name: category.name })
      : t('reassign.used', { name: category.name });

  if (others.length === 0) {
    return (
      <Stack gap="md">
        <Text size="sm">{usage}</Text>
        <Text size="sm">{t('reassign.noOther', { name: category.name })}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('action.close')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">{usage}</Text>
        <Select
          label={t('reassign.field')}
          description={t('reassign.fieldHint', { name: category.name })}
          placeholder={t('reassign.pick')}
          data={others}
          value={picked}
          onChange={(value) => {
            setPicked(value);
            setMissing(false);
          }}
          searchable
          required
          renderOption={({ option }) => {
            const other = byId.get(option.value);
            return other ? <CategoryLabel category={other} /> : option.label;
          }}
          nothingFoundMessage={t('reassign.nothingFound')}
          error={missing ? t('reassign.required') : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        {error !== null && error !== undefined && <ApiErrorAlert error={error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" color="red" loading={saving}>
            {t('reassign.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The spec's DELETE_REASSIGN_CATEGORY form: a category that tasks or activities use is deleted
 * only together with moving them to another category, in one step on the server.
 */
export function ReassignCategoryDialog(props: ReassignCategoryDialogProps) {
  const { t } = useTranslation('categories');
  const { target, onClose } = props;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t('reassign.title', { name: target.category.name }) : undefined}
      centered
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {target && <ReassignForm key={target.category.id} {...props} target={target} />}
    </Modal>
  );
}
