import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ErrorKey } from '@punchcard/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useDeleteAccount } from '@/features/accounts/api/delete-account';
import { ApiError } from '@/lib/api-client';

interface DeleteAccountDialogProps {
  opened: boolean;
  onClose: () => void;
  email: string;
  /** Where the browser goes once the account is gone (a full page load). */
  signedOutHref: string;
}

const normalized = (email: string): string => email.trim().toLowerCase();

/** Asks for the e-mail address typed out before deleting the account for good. */
export function DeleteAccountDialog({
  opened,
  onClose,
  email,
  signedOutHref,
}: DeleteAccountDialogProps) {
  const { t } = useTranslation('account');
  const deleteAccount = useDeleteAccount(signedOutHref);
  const [typed, setTyped] = useState('');
  const confirmed = normalized(typed) === normalized(email);
  // Deleted means a page load is on its way: the dialog stays shut to the end.
  const busy = deleteAccount.isPending || deleteAccount.isSuccess;

  const close = () => {
    if (busy) return;
    setTyped('');
    deleteAccount.reset();
    onClose();
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed || busy) return;
    deleteAccount.mutate();
  };

  const { error } = deleteAccount;
  // 412: the only super owner of a workspace that others still use (decisions.md "Accounts").
  const soleSuperOwner =
    error instanceof ApiError &&
    error.statusCode === 412 &&
    error.errorKey === ErrorKey.PreconditionFailed;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('delete.dialogTitle')}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      centered
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Text size="sm">{t('delete.dialogBody')}</Text>
          <TextInput
            label={t('delete.confirmLabel')}
            description={email}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
            }}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
          {deleteAccount.isError && (
            <ApiErrorAlert
              error={error}
              message={soleSuperOwner ? t('delete.soleSuperOwner') : undefined}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy} disabled={!confirmed || busy}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
