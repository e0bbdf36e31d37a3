import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useBindCard } from '@/features/members/api/credential-mutations';
import { notify } from '@/lib/notify';

/**
 * Binds a card by the UID printed on it or read by a USB reader (which types it like a keyboard).
 * The API checks the form and that no one else holds the card; its refusal is shown here in words.
 */
export function AddCardForm({ idUser }: { idUser: string }) {
  const { t } = useTranslation('members');
  const bind = useBindCard(idUser);
  const [uid, setUid] = useState('');

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uid.trim() === '') return;
    bind.mutate(uid.trim(), {
      onSuccess: (card) => {
        setUid('');
        notify({ message: t('cards.bound', { digits: card.lastDigits }), tone: 'success' });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('cards.uidLabel')}
            description={t('cards.uidHint')}
            placeholder="04:A2:2B:1C:5F:61:80"
            value={uid}
            onChange={(event) => {
              setUid(event.currentTarget.value);
              if (bind.isError) bind.reset();
            }}
            autoComplete="off"
            spellCheck={false}
            style={{ flex: '1 1 14rem' }}
            error={bind.isError ? true : undefined}
            aria-invalid={bind.isError}
          />
          <Button type="submit" loading={bind.isPending} disabled={uid.trim() === ''}>
            {t('cards.add')}
          </Button>
        </Group>
        {bind.isError && <ApiErrorAlert error={bind.error} />}
      </Stack>
    </form>
  );
}
