import { Alert, Button, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { KioskStatus } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useCancelEnrolment, useStartEnrolment } from '@/features/members/api/credential-mutations';
import { memberQueries } from '@/features/members/api/member-queries';
import type { MemberCard } from '@/features/members/types';
import { useNow } from '@/hooks/use-now';
import { apiClient } from '@/lib/api-client';
import { formatCountdown } from '@/lib/countdown';
import { notify } from '@/lib/notify';
import type { Member } from '@/lib/wire';

/** A kiosk waiting for a tap: which one, until when, and the cards the member had before. */
interface Waiting {
  idKiosk: string;
  kioskName: string;
  expiresAt: number;
  knownCards: ReadonlySet<string>;
}

interface EnrolAtKioskProps {
  member: Member;
  idWorkspace: string;
  /** The member's cards as last read; a new one is the kiosk's tap. */
  cards: readonly MemberCard[] | undefined;
  /** While a kiosk waits, the card list is read every two seconds. */
  onWaitingChange: (waiting: boolean) => void;
}

/**
 * Enrolment at a kiosk: the manager picks an active kiosk, which binds the next unknown card
 * tapped on it within 60 s to this member. The page counts down and watches the member's cards;
 * the tap shows as a new card. Closing the drawer while waiting ends the kiosk's wait.
 */
export function EnrolAtKiosk({ member, idWorkspace, cards, onWaitingChange }: EnrolAtKioskProps) {
  const { t } = useTranslation('members');
  const kiosks = useQuery(memberQueries.kiosks(idWorkspace));
  const start = useStartEnrolment(member.idUser);
  const cancel = useCancelEnrolment();
  const [chosen, setChosen] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const now = useNow(waiting !== null);
  const secondsLeft = waiting ? waiting.expiresAt - now : 0;

  const active = (kiosks.data ?? []).filter((kiosk) => kiosk.status === KioskStatus.Active);

  useEffect(() => {
    onWaitingChange(waiting !== null);
  }, [waiting, onWaitingChange]);

  // The tap arrived: a card the member did not have when the wait began.
  const tapped = waiting && cards?.find((card) => !waiting.knownCards.has(card.id));
  useEffect(() => {
    if (!tapped) return;
    setWaiting(null);
    notify({ message: t('enrol.done', { digits: tapped.lastDigits }), tone: 'success' });
  }, [tapped, t]);

  useEffect(() => {
    if (waiting && secondsLeft <= 0) {
      setWaiting(null);
      setTimedOut(true);
    }
  }, [waiting, secondsLeft]);

  // Leaving while a kiosk still waits would let the next stranger's card become this member's.
  const stillWaiting = useRef<string | null>(null);
  stillWaiting.current = waiting?.idKiosk ?? null;
  useEffect(
    () => () => {
      const idKiosk = stillWaiting.current;
      if (idKiosk !== null) {
        apiClient.delete(`/v1/kiosks/${encodeURIComponent(idKiosk)}/enrolment`).catch(() => {
          // The kiosk's wait ends by itself within 60 s anyway.
        });
      }
    },
    [],
  );

  const begin = () => {
    const kiosk = active.find((candidate) => candidate.id === chosen);
    if (!kiosk) return;
    setTimedOut(false);
    cancel.reset();
    start.mutate(kiosk.id, {
      onSuccess: (enrolment) => {
        setWaiting({
          idKiosk: kiosk.id,
          kioskName: kiosk.name,
          expiresAt: enrolment.expiresAt,
          knownCards: new Set((cards ?? []).map((card) => card.id)),
        });
      },
    });
  };

  const stop = () => {
    if (!waiting) return;
    cancel.mutate(waiting.idKiosk, {
      onSuccess: () => {
        setWaiting(null);
        notify({ message: t('enrol.cancelled'), tone: 'info' });
      },
    });
  };

  if (kiosks.isPending) return <Loader size="sm" aria-label={t('enrol.loadingKiosks')} />;
  if (kiosks.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between" gap="sm">
          <span>{t('enrol.kiosksFailed')}</span>
          <Button size="xs" variant="default" onClick={() => void kiosks.refetch()}>
            {t('action.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }

  return (
    <Stack gap="xs">
      {waiting ? (
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-blue-light)">
          <Stack gap="xs">
            {/* Announced once; the countdown beside it is not a live region (it would speak every second). */}
            <Text size="sm" role="status">
              {t('enrol.waiting', { kiosk: waiting.kioskName, name: member.name })}
            </Text>
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                {t('enrol.timeLeft')}{' '}
                <Text span size="lg" fw={700} ff="monospace">
                  {formatCountdown(secondsLeft)}
                </Text>
              </Text>
              <Button variant="default" onClick={stop} loading={cancel.isPending}>
                {t('enrol.cancel')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : active.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('enrol.noKiosk')}
        </Text>
      ) : (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('enrol.kiosk')}
            placeholder={t('enrol.pickKiosk')}
            data={active.map((kiosk) => ({ value: kiosk.id, label: kiosk.name }))}
            value={chosen}
            onChange={setChosen}
            allowDeselect={false}
            style={{ flex: '1 1 14rem' }}
            comboboxProps={{ withinPortal: true }}
          />
          <Button variant="default" onClick={begin} loading={start.isPending} disabled={!chosen}>
            {t('enrol.start')}
          </Button>
        </Group>
      )}
      {timedOut && (
        <Text size="sm" role="status">
          {t('enrol.timedOut')}
        </Text>
      )}
      {start.isError && <ApiErrorAlert error={start.error} />}
      {cancel.isError && <ApiErrorAlert error={cancel.error} />}
    </Stack>
  );
}
