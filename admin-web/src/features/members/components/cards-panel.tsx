import { Alert, Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useUnbindCard } from '@/features/members/api/credential-mutations';
import { memberQueries } from '@/features/members/api/member-queries';
import { AddCardForm } from '@/features/members/components/add-card-form';
import { ConfirmDialog } from '@/features/members/components/confirm-dialog';
import { EnrolAtKiosk } from '@/features/members/components/enrol-at-kiosk';
import type { MemberCard } from '@/features/members/types';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import type { Member } from '@/lib/wire';

/** The member's NFC cards (the API keeps only their last digits), binding and unbinding them. */
export function CardsPanel({ member, idWorkspace }: { member: Member; idWorkspace: string }) {
  const { t } = useTranslation('members');
  const locale = useLocale();
  const headingId = useId();
  const [polling, setPolling] = useState(false);
  const cards = useQuery(memberQueries.cards(member.idUser, polling));
  const unbind = useUnbindCard(member.idUser);
  const [unbinding, setUnbinding] = useState<MemberCard | null>(null);
  const onWaitingChange = useCallback((waiting: boolean) => {
    setPolling(waiting);
  }, []);

  const closeUnbind = () => {
    setUnbinding(null);
    unbind.reset();
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('cards.heading')}
      </Title>
      {cards.isPending && <Loader size="sm" aria-label={t('cards.loading')} />}
      {cards.isError && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <span>{t('cards.loadFailed')}</span>
            <Button size="xs" variant="default" onClick={() => void cards.refetch()}>
              {t('action.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {cards.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('cards.empty')}
        </Text>
      )}
      {cards.data !== undefined && cards.data.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {cards.data.map((card) => (
            <Paper component="li" key={card.id} withBorder radius="sm" px="sm" py="xs">
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600}>
                    {t('cards.endingIn', { digits: card.lastDigits })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('cards.boundAt', { when: formatDate(card.boundAt, locale, 'dateTime') })}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('cards.unbindCard', { digits: card.lastDigits })}
                  onClick={() => {
                    setUnbinding(card);
                  }}
                >
                  {t('cards.unbind')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <AddCardForm idUser={member.idUser} />
      <Divider label={t('enrol.or')} labelPosition="center" />
      <Text size="sm" c="dimmed">
        {t('enrol.lead')}
      </Text>
      <EnrolAtKiosk
        member={member}
        idWorkspace={idWorkspace}
        cards={cards.data}
        onWaitingChange={onWaitingChange}
      />
      <ConfirmDialog
        opened={unbinding !== null}
        title={t('unbind.title', { digits: unbinding?.lastDigits ?? '' })}
        body={t('unbind.body', { name: member.name })}
        confirmLabel={t('unbind.confirm')}
        busy={unbind.isPending}
        error={unbind.isError ? <ApiErrorAlert error={unbind.error} /> : undefined}
        onClose={closeUnbind}
        onConfirm={() => {
          if (!unbinding) return;
          unbind.mutate(unbinding.id, {
            onSuccess: () => {
              notify({
                message: t('unbind.done', { digits: unbinding.lastDigits }),
                tone: 'success',
              });
              closeUnbind();
            },
          });
        }}
      />
    </Stack>
  );
}
