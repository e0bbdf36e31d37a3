import {
  Alert,
  Button,
  Code,
  FileInput,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { type SealEvidence, useVerifySeal } from '@/features/payroll-seals/api/seal-queries';
import type { Seal, SealVerification } from '@/features/payroll-seals/types';
import { sealRange } from '@/features/payroll-seals/utils/seal-target';
import { useLocale } from '@/hooks/use-locale';
import { rangeLabel } from '@/lib/report-range';

interface VerifySealDialogProps {
  /** The seal to check against; null keeps the dialog closed. */
  seal: Seal | null;
  onClose: () => void;
}

/**
 * Proves a payroll file unchanged: a CSV or XLSX download of the sealed period (or its digest)
 * is hashed by the API and compared with the seal; it also says whether the stored time still
 * matches what was sealed.
 */
export function VerifySealDialog({ seal, onClose }: VerifySealDialogProps) {
  const { t } = useTranslation('attendanceReport');
  const locale = useLocale();
  const verify = useVerifySeal();
  const [file, setFile] = useState<File | null>(null);
  const [digest, setDigest] = useState('');
  const [tried, setTried] = useState(false);
  const period = seal === null ? '' : rangeLabel(sealRange(seal), locale);
  const evidence: SealEvidence | null =
    file !== null ? { file } : digest.trim() !== '' ? { digest } : null;

  const close = () => {
    setFile(null);
    setDigest('');
    setTried(false);
    verify.reset();
    onClose();
  };

  return (
    <Modal
      opened={seal !== null}
      onClose={close}
      closeButtonProps={{ 'aria-label': t('seals.close') }}
      title={t('seals.verifyTitle', { period })}
    >
      {seal !== null && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (evidence !== null) verify.mutate({ id: seal.id, evidence });
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('seals.verifyBody')}</Text>
            <FileInput
              label={t('seals.verifyFile')}
              placeholder={t('seals.verifyFilePlaceholder')}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              clearable
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                verify.reset();
              }}
            />
            <TextInput
              label={t('seals.verifyDigest')}
              value={digest}
              disabled={file !== null}
              spellCheck={false}
              autoComplete="off"
              ff="monospace"
              error={tried && evidence === null ? t('seals.verifyNeedInput') : undefined}
              onChange={(event) => {
                setDigest(event.currentTarget.value);
                verify.reset();
              }}
            />
            {verify.error !== null && <ApiErrorAlert error={verify.error} />}
            {verify.data !== undefined && <VerificationResult result={verify.data} />}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('seals.close')}
              </Button>
              <Button type="submit" loading={verify.isPending}>
                {t('seals.verifyRun')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function VerificationResult({ result }: { result: SealVerification }) {
  const { t } = useTranslation('attendanceReport');
  return (
    <Alert
      role="status"
      variant="light"
      color={result.matches && result.contentUnchanged ? 'green' : 'red'}
      title={result.matches ? t('seals.verify.match') : t('seals.verify.mismatch')}
    >
      <Stack gap={4}>
        <Text size="sm">
          {result.contentUnchanged ? t('seals.verify.unchanged') : t('seals.verify.changed')}
        </Text>
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {t('seals.verify.checked')} <Code>{result.checkedDigest}</Code>
        </Text>
      </Stack>
    </Alert>
  );
}
