import { Button, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { AuthPageHeader } from '@/features/accounts/components/auth-page-header';
import { readScannedQr, type ScannedQr } from '@/features/kiosks/utils/scanned-qr';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

function useExplanation(scanned: ScannedQr): { heading: string; body: string } {
  const { t } = useTranslation('kiosks');
  switch (scanned.kind) {
    case 'existing-id':
      return scanned.workspaceName === null
        ? { heading: t('qr.existingId.heading'), body: t('qr.info.body') }
        : {
            heading: t('qr.existingId.heading'),
            body: t('qr.existingId.body', { workspace: scanned.workspaceName }),
          };
    case 'existing-workspace-id':
      return {
        heading: t('qr.existingWorkspace.heading', { workspace: scanned.workspaceName }),
        body: t('qr.existingWorkspace.body', { workspace: scanned.workspaceName }),
      };
    case 'qr-info':
      return { heading: t('qr.info.heading'), body: t('qr.info.body') };
    case 'unreadable':
      return { heading: t('qr.unknown.heading'), body: t('qr.unknown.body') };
  }
}

function Explanation({ scanned, signedIn }: { scanned: ScannedQr; signedIn: boolean }) {
  const { t } = useTranslation('kiosks');
  const prefix = useLocalePrefix();
  const { heading, body } = useExplanation(scanned);
  const claims = scanned.kind === 'unreadable' ? null : scanned.claims;
  const someoneElses =
    scanned.kind === 'existing-workspace-id' || (claims && scanned.kind === 'qr-info');

  return (
    <Stack gap="lg">
      <AuthPageHeader title={heading} lead={body} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('qr.howTo')}
        </Title>
        <List type="ordered" spacing={4}>
          <List.Item>{t('qr.step1')}</List.Item>
          <List.Item>{t('qr.step2')}</List.Item>
          <List.Item>{t('qr.step3')}</List.Item>
        </List>
      </Stack>
      {someoneElses && <Text size="sm">{t('qr.found')}</Text>}
      {claims && (
        <Text size="xs" c="dimmed">
          {t('qr.version', { version: claims.version })}
        </Text>
      )}
      <Button
        component={Link}
        to={(signedIn ? paths.home : paths.index).getHref({}, prefix)}
        variant="light"
        fullWidth
      >
        {t('qr.openApp')}
      </Button>
    </Stack>
  );
}

/**
 * Where a phone lands when its camera reads a kiosk badge (or another Punchcard QR code): says
 * what the code is and how to use it, for anyone, signed in or not, and never fails.
 */
export default function QrHandlerRoute() {
  const { t } = useTranslation('kiosks');
  usePageTitle(t('title.qrHandler'));
  const [search] = useSearchParams();
  const me = useQuery(accountQueries.me());
  if (me.isPending) return <PageLoader />;
  // Not knowing who is looking (offline) only makes the explanation more general.
  const viewer = me.data ?? null;
  return <Explanation scanned={readScannedQr(search, viewer)} signedIn={viewer !== null} />;
}
