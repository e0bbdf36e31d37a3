import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import {
  useNewPairingCode,
  useRegisterKiosk,
  useRevokeKiosk,
  useUpdateKiosk,
} from '@/features/kiosks/api/kiosk-mutations';
import { kioskActivityQueries } from '@/features/kiosks/api/kiosk-activity-queries';
import { kioskQueries } from '@/features/kiosks/api/kiosk-queries';
import { KioskCard, type KioskAction } from '@/features/kiosks/components/kiosk-card';
import { KioskNameDialog } from '@/features/kiosks/components/kiosk-name-dialog';
import { PairingCodeDialog } from '@/features/kiosks/components/pairing-code-dialog';
import { RegisterKioskForm } from '@/features/kiosks/components/register-kiosk-form';
import { RevokeKioskDialog } from '@/features/kiosks/components/revoke-kiosk-dialog';
import { recentRefusalsByKiosk } from '@/features/kiosks/utils/activity-period';
import { notify } from '@/lib/notify';
import type { Kiosk, KioskPairingCode } from '@/lib/wire';

/**
 * The workspace's kiosks: register, pair, rename, lock, re-pair and revoke; a kiosk with refused
 * punches this week says so, and leads to the activity view (`onShowActivity`).
 */
export function KioskFleetSection({
  idWorkspace,
  onShowActivity,
}: {
  idWorkspace: string;
  onShowActivity: (idKiosk: string) => void;
}) {
  const { t } = useTranslation('kiosks');
  const fleet = useQuery(kioskQueries.list(idWorkspace));
  // The activity view's own query: one request serves both.
  const refused = useQuery(kioskActivityQueries.refusedPunches(idWorkspace));
  const refusals = useMemo(
    () => recentRefusalsByKiosk(refused.data ?? [], new Date()),
    [refused.data],
  );
  const register = useRegisterKiosk();
  const update = useUpdateKiosk();
  const newCode = useNewPairingCode();
  const revoke = useRevokeKiosk();
  const [pairing, setPairing] = useState<KioskPairingCode | null>(null);
  const [renaming, setRenaming] = useState<Kiosk | null>(null);
  const [revoking, setRevoking] = useState<Kiosk | null>(null);

  const repair = (id: string) => {
    newCode.mutate(id, { onSuccess: setPairing });
  };

  const onAction = (kiosk: Kiosk, action: KioskAction) => {
    switch (action) {
      case 'activity':
        onShowActivity(kiosk.id);
        return;
      case 'rename':
        setRenaming(kiosk);
        return;
      case 'revoke':
        setRevoking(kiosk);
        return;
      case 'repair':
        repair(kiosk.id);
        return;
      case 'lock':
      case 'unlock': {
        const locked = action === 'lock';
        update.mutate(
          { id: kiosk.id, locked },
          {
            onSuccess: () => {
              const message = locked ? 'notice.locked' : 'notice.unlocked';
              notify({ message: t(message, { name: kiosk.name }), tone: 'success' });
            },
          },
        );
      }
    }
  };

  return (
    <SettingsSection title={t('fleet.heading')} description={t('fleet.description')}>
      {fleet.isPending && <Loader size="sm" aria-label={t('fleet.heading')} />}
      {fleet.isError && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <span>{t('fleet.loadFailed')}</span>
            <Button size="xs" variant="default" onClick={() => void fleet.refetch()}>
              {t('fleet.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {fleet.data?.length === 0 && <Text size="sm">{t('fleet.empty')}</Text>}
      {fleet.data !== undefined && fleet.data.length > 0 && (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {fleet.data.map((kiosk) => (
            <KioskCard
              key={kiosk.id}
              kiosk={kiosk}
              recentRefusals={refusals.get(kiosk.id)}
              onAction={(action) => {
                onAction(kiosk, action);
              }}
            />
          ))}
        </Stack>
      )}
      <RegisterKioskForm
        registering={register.isPending}
        onRegister={(name) => register.mutateAsync(name).then(setPairing)}
      />

      <PairingCodeDialog
        pairing={pairing}
        renewing={newCode.isPending}
        onRenew={repair}
        onClose={() => {
          setPairing(null);
        }}
      />
      <KioskNameDialog
        kiosk={renaming}
        saving={update.isPending}
        onClose={() => {
          setRenaming(null);
        }}
        onSave={(name) => {
          if (!renaming) return;
          update.mutate(
            { id: renaming.id, name },
            {
              onSuccess: () => {
                setRenaming(null);
                notify({ message: t('notice.renamed'), tone: 'success' });
              },
            },
          );
        }}
      />
      <RevokeKioskDialog
        kiosk={revoking}
        revoking={revoke.isPending}
        onClose={() => {
          setRevoking(null);
        }}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              notify({ message: t('notice.revoked', { name: revoking.name }), tone: 'success' });
              setRevoking(null);
            },
          });
        }}
      />
    </SettingsSection>
  );
}
