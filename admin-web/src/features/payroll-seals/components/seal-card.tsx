import { Badge, Button, Code, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { SealStatus } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import type { Seal } from '@/features/payroll-seals/types';
import {
  SEALED_EXPORT_FORMATS,
  sealedExportHref,
} from '@/features/payroll-seals/utils/sealed-export';
import { sealRange } from '@/features/payroll-seals/utils/seal-target';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';
import { rangeLabel } from '@/lib/report-range';

interface SealCardProps {
  seal: Seal;
  /** Owners may reopen a live seal. */
  canReopen: boolean;
  onVerify: (seal: Seal) => void;
  onReopen: (seal: Seal) => void;
}

/** One sealed period: what, who and when, its digest to copy, and what can be done with it. */
export function SealCard({ seal, canReopen, onVerify, onReopen }: SealCardProps) {
  const { t } = useTranslation('attendanceReport');
  const locale = useLocale();
  const period = rangeLabel(sealRange(seal), locale);
  const live = seal.status === SealStatus.Sealed;

  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Text fw={700}>{period}</Text>
            <Badge color={live ? 'green' : 'gray'} variant="light" tt="none">
              {t(`seals.status.${seal.status}`)}
            </Badge>
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                onVerify(seal);
              }}
            >
              {t('seals.verify')}
            </Button>
            {live && canReopen && (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => {
                  onReopen(seal);
                }}
              >
                {t('seals.reopen')}
              </Button>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('seals.sealedBy', {
            time: formatDate(seal.sealedAt, locale, 'dateTime'),
            name: seal.sealedBy.name,
          })}
        </Text>
        {seal.reopenedAt !== null && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('seals.reopenedBy', {
              time: formatDate(seal.reopenedAt, locale, 'dateTime'),
              name: seal.reopenedBy?.name ?? '',
              reason: seal.reopenReason ?? '',
            })}
          </Text>
        )}
        <Group gap="xs" align="center">
          <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
            {t('seals.column.digest')}
          </Text>
          <Code style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{seal.digest}</Code>
          <CopyButton value={seal.digest} timeout={2000}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="subtle" onClick={copy} aria-live="polite">
                {copied ? t('seals.copied') : t('seals.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        {live && (
          <Group gap="xs" role="group" aria-label={t('seals.downloads', { period })}>
            {SEALED_EXPORT_FORMATS.map((format) => (
              <Button
                key={format}
                component="a"
                href={sealedExportHref(seal, format, locale)}
                download
                size="compact-sm"
                variant="default"
              >
                {t(`seals.file.${format}`)}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
