import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { TAG_NAME_MAX } from '@punchcard/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useCreateTag, useRenameTag } from '@/features/tags/api/tag-mutations';
import { notify } from '@/lib/notify';
import type { Tag } from '@/lib/wire';

/** What the dialog does: a new tag, or a new name for `tag`. */
export type TagDialogMode = { kind: 'create' } | { kind: 'rename'; tag: Tag };

interface TagNameDialogProps {
  /** Null keeps the dialog closed. */
  mode: TagDialogMode | null;
  onClose: () => void;
}

function TagNameForm({ mode, onClose }: { mode: TagDialogMode; onClose: () => void }) {
  const { t } = useTranslation('tags');
  const create = useCreateTag();
  const rename = useRenameTag();
  const initial = mode.kind === 'rename' ? mode.tag.name : '';
  const [name, setName] = useState(initial);
  const [empty, setEmpty] = useState(false);
  const saving = create.isPending || rename.isPending;
  const error = mode.kind === 'create' ? create.error : rename.error;
  const trimmed = name.trim();

  const onSaved = (tag: Tag) => {
    const notice = mode.kind === 'create' ? 'notice.created' : 'notice.renamed';
    notify({ message: t(notice, { name: tag.name }), tone: 'success' });
    onClose();
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEmpty(trimmed === '');
    if (trimmed === '') return;
    if (mode.kind === 'create') create.mutate(trimmed, { onSuccess: onSaved });
    else rename.mutate({ id: mode.tag.id, name: trimmed }, { onSuccess: onSaved });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('field.name')}
          description={t('field.nameHint')}
          value={name}
          maxLength={TAG_NAME_MAX}
          required
          data-autofocus
          autoComplete="off"
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          error={empty ? t('field.nameRequired') : undefined}
        />
        {error !== null && <ApiErrorAlert error={error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('action.cancel')}
          </Button>
          <Button
            type="submit"
            loading={saving}
            disabled={mode.kind === 'rename' && trimmed === initial}
          >
            {t(mode.kind === 'create' ? 'dialog.create' : 'dialog.rename')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The spec's MANAGE_TAG form: a new tag's name, or a tag's new name. */
export function TagNameDialog({ mode, onClose }: TagNameDialogProps) {
  const { t } = useTranslation('tags');
  const title =
    mode === null
      ? undefined
      : mode.kind === 'create'
        ? t('dialog.createTitle')
        : t('dialog.renameTitle', { name: mode.tag.name });
  return (
    <Modal
      opened={mode !== null}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {mode && (
        <TagNameForm
          // Each opening starts from its tag's name.
          key={mode.kind === 'create' ? 'create' : mode.tag.id}
          mode={mode}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
