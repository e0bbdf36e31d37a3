import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CategoryLabel } from '@/features/categories/components/category-option';
import type { Category } from '@/lib/wire';

interface RestoreCategoryDialogProps {
  /** The deleted category; null keeps the dialog closed. */
  category: Category | null;
  /** The live categories whose tasks could move to it. */
  categories: readonly Category[];
  restoring: boolean;
  onRestore: (takeFrom: Category) => void;
  onClose: () => void;
}

function RestoreForm({
  category,
  categories,
  restoring,
  onRestore,
  onClose,
}: RestoreCategoryDialogProps & { category: Category }) {
  const { t } = useTranslation('categories');
  const [picked, setPicked] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const byId = new Map(categories.map((other) => [other.id, other]));

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const source = picked === null ? undefined : byId.get(picked);
    setMissing(source === undefined);
    if (source) onRestore(source);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">{t('restore.explain', { name: category.name })}</Text>
        <Select
          label={t('restore.field')}
          placeholder={t('restore.pick')}
          data={categories.map((other) => ({ value: other.id, label: other.name }))}
          value={picked}
          onChange={(value) => {
            setPicked(value);
            setMissing(false);
          }}
          renderOption={({ option }) => {
            const other = byId.get(option.value);
            return other ? <CategoryLabel category={other} /> : option.label;
          }}
          searchable
          required
          nothingFoundMessage={t('reassign.nothingFound')}
          error={missing ? t('reassign.required') : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={restoring}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" loading={restoring}>
            {t('restore.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Restores a deleted category and moves every task and activity of a live one to it: how a
 * reassigning delete is undone later, once the Undo notice has gone.
 */
export function RestoreCategoryDialog(props: RestoreCategoryDialogProps) {
  const { t } = useTranslation('categories');
  const { category, onClose } = props;
  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      title={category ? t('restore.title', { name: category.name }) : undefined}
      centered
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {category && <RestoreForm key={category.id} {...props} category={category} />}
    </Modal>
  );
}
