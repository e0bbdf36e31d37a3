import { Button, ColorInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  CATEGORY_COLOR_PATTERN,
  CATEGORY_NAME_MAX,
  DEFAULT_CATEGORY_COLOR,
} from '@punchcard/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useCreateCategory, useUpdateCategory } from '@/features/categories/api/category-mutations';
import { notify } from '@/lib/notify';
import type { Category } from '@/lib/wire';

/** What the dialog does: a new category, or changes to `category`. */
export type CategoryDialogMode = { kind: 'create' } | { kind: 'edit'; category: Category };

/** Colours offered at a click: distinct in hue, each readable beside its name in both schemes. */
const SWATCHES = [
  DEFAULT_CATEGORY_COLOR,
  '#E03131',
  '#E8590C',
  '#F08C00',
  '#2F9E44',
  '#0C8599',
  '#1971C2',
  '#6741D9',
  '#C2255C',
];

function CategoryForm({ mode, onClose }: { mode: CategoryDialogMode; onClose: () => void }) {
  const { t } = useTranslation('categories');
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const initial =
    mode.kind === 'edit'
      ? { name: mode.category.name, color: mode.category.color }
      : { name: '', color: DEFAULT_CATEGORY_COLOR };
  const [name, setName] = useState(initial.name);
  const [color, setColor] = useState(initial.color);
  const [shown, setShown] = useState(false);
  const trimmed = name.trim();
  const nameMissing = trimmed === '';
  const colorInvalid = !CATEGORY_COLOR_PATTERN.test(color);
  const saving = create.isPending || update.isPending;
  const error = mode.kind === 'create' ? create.error : update.error;
  const unchanged =
    mode.kind === 'edit' && trimmed === initial.name && color.toUpperCase() === initial.color;

  const onSaved = (category: Category) => {
    const notice = mode.kind === 'create' ? 'notice.created' : 'notice.updated';
    notify({ message: t(notice, { name: category.name }), tone: 'success' });
    onClose();
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(true);
    if (nameMissing || colorInvalid) return;
    const fields = { name: trimmed, color: color.toUpperCase() };
    if (mode.kind === 'create') create.mutate(fields, { onSuccess: onSaved });
    else update.mutate({ id: mode.category.id, ...fields }, { onSuccess: onSaved });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('field.name')}
          value={name}
          maxLength={CATEGORY_NAME_MAX}
          required
          data-autofocus
          autoComplete="off"
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          error={shown && nameMissing ? t('field.nameRequired') : undefined}
        />
        <ColorInput
          label={t('field.color')}
          description={t('field.colorHint')}
          value={color}
          onChange={setColor}
          format="hex"
          swatches={SWATCHES}
          swatchesPerRow={9}
          required
          error={shown && colorInvalid ? t('field.colorInvalid') : undefined}
          popoverProps={{ withinPortal: true }}
          // Mantine leaves the browser's colour picker button without a name.
          eyeDropperButtonProps={{ 'aria-label': t('field.eyeDropper') }}
        />
        {error !== null && <ApiErrorAlert error={error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={unchanged}>
            {t(mode.kind === 'create' ? 'dialog.create' : 'dialog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The spec's MANAGE_CATEGORY form: a category's name and colour (default #828E99). */
export function CategoryDialog({
  mode,
  onClose,
}: {
  /** Null keeps the dialog closed. */
  mode: CategoryDialogMode | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('categories');
  const title =
    mode === null
      ? undefined
      : mode.kind === 'create'
        ? t('dialog.createTitle')
        : t('dialog.editTitle', { name: mode.category.name });
  return (
    <Modal
      opened={mode !== null}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {mode && (
        <CategoryForm
          key={mode.kind === 'create' ? 'create' : mode.category.id}
          mode={mode}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
