import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { SealUnit } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { sealQueries, useCreateSeal } from '@/features/payroll-seals/api/seal-queries';
import { ReopenSealDialog } from '@/features/payroll-seals/components/reopen-seal-dialog';
import { SealCard } from '@/features/payroll-seals/components/seal-card';
import { SealConfirmDialog } from '@/features/payroll-seals/components/seal-confirm-dialog';
import { VerifySealDialog } from '@/features/payroll-seals/components/verify-seal-dialog';
import type { Seal } from '@/features/payroll-seals/types';
import { defaultSealUnit, sealTarget } from '@/features/payroll-seals/utils/seal-target';
import { useLocale } from '@/hooks/use-locale';
import { notify } from '@/lib/notify';
import { rangeLabel, type ReportRange } from '@/lib/report-range';

interface PayrollPeriodsPanelProps {
  idWorkspace: string;
  timeZone: string;
  weekStart: number;
  /** The period the report shows: the week or month holding its first day is offered. */
  shown: ReportRange;
  /** MANAGE_WORKSPACE_TIME_MODIFICATION: may seal. */
  canSeal: boolean;
  /** Owners and super owners: may reopen. */
  canReopen: boolean;
}

/**
 * Payroll periods: seal the week or month the report shows once it is over, list the seals with
 * their digests, verify a download against one, and (owners) reopen one with a reason.
 */
export function PayrollPeriodsPanel({
  idWorkspace,
  timeZone,
  weekStart,
  shown,
  canSeal,
  canReopen,
}: PayrollPeriodsPanelProps) {
  const { t } = useTranslation('attendanceReport');
  const locale = useLocale();
  const seals = useQuery(sealQueries.list(idWorkspace));
  const create = useCreateSeal();
  const [unit, setUnit] = useState<SealUnit>(defaultSealUnit(shown));
  const [confirming, setConfirming] = useState<ReportRange | null>(null);
  const [verifying, setVerifying] = useState<Seal | null>(null);
  const [reopening, setReopening] = useState<Seal | null>(null);
  const target = sealTarget(unit, shown, seals.data ?? [], timeZone, weekStart);
  const period = rangeLabel(target.range, locale);

  const closeConfirm = () => {
    setConfirming(null);
    create.reset();
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="payroll-periods-heading">
      <Title order={2} size="h3" id="payroll-periods-heading">
        {t('seals.heading')}
      </Title>
      <Text size="sm" maw="48rem">
        {t('seals.intro')}
      </Text>
      {canSeal && (
        <Stack gap="xs">
          <Group gap="sm" align="center">
            <SegmentedControl
              aria-label={t('seals.unit')}
              value={unit}
              onChange={(value) => {
                setUnit(value);
              }}
              data={Object.values(SealUnit).map((value) => ({
                value,
                label: t(`seals.unit.${value}`),
              }))}
            />
            <Button
              disabled={target.state !== 'ready' || seals.data === undefined}
              onClick={() => {
                setConfirming(target.range);
              }}
            >
              {t('seals.seal', { period })}
            </Button>
          </Group>
          {target.state !== 'ready' && (
            <Text size="sm" c="dimmed">
              {t(target.state === 'notEnded' ? 'seals.notEnded' : 'seals.alreadySealed', {
                period,
              })}
            </Text>
          )}
        </Stack>
      )}
      <Title order={3} size="h4">
        {t('seals.list')}
      </Title>
      {seals.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <span>{t('seals.loadFailed')}</span>
            <Button size="xs" variant="default" onClick={() => void seals.refetch()}>
              {t('action.retry')}
            </Button>
          </Group>
        </Alert>
      ) : seals.data === undefined ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('seals.loading')}</Text>
        </Group>
      ) : seals.data.length === 0 ? (
        <Text size="sm">{t('seals.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {seals.data.map((seal) => (
            <SealCard
              key={seal.id}
              seal={seal}
              canReopen={canReopen}
              onVerify={setVerifying}
              onReopen={setReopening}
            />
          ))}
        </Stack>
      )}
      <SealConfirmDialog
        range={confirming}
        timeZone={timeZone}
        pending={create.isPending}
        error={create.error}
        onClose={closeConfirm}
        onConfirm={() => {
          if (confirming === null) return;
          const sealed = rangeLabel(confirming, locale);
          create.mutate(
            {
              unit: confirming.unit === 'week' ? SealUnit.Week : SealUnit.Month,
              date: confirming.from,
            },
            {
              onSuccess: () => {
                notify({ tone: 'success', message: t('seals.sealed', { period: sealed }) });
                closeConfirm();
              },
            },
          );
        }}
      />
      <VerifySealDialog
        seal={verifying}
        onClose={() => {
          setVerifying(null);
        }}
      />
      <ReopenSealDialog
        seal={reopening}
        onClose={() => {
          setReopening(null);
        }}
      />
    </Stack>
  );
}
