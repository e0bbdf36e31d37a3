import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { SsoFrom, type SsoService } from '@punchcard/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import { useStartSsoFlow } from '@/features/sso/api/start-sso-flow';
import { UnlinkDialog } from '@/features/sso/components/unlink-dialog';
import { useProviderName } from '@/features/sso/hooks/use-provider-name';
import type { SsoLinks, SsoProvider } from '@/features/sso/types';
import {
  isPrivateRelay,
  type ProviderRow,
  providerRows,
} from '@/features/sso/utils/sign-in-methods';
import { useLocalePrefix } from '@/hooks/use-locale';

interface RowProps {
  row: ProviderRow;
  name: string;
  starting: boolean;
  onLink: () => void;
  onUnlink: () => void;
}

function ProviderItem({ row, name, starting, onLink, onUnlink }: RowProps) {
  const { t } = useTranslation('sso');
  const hintId = useId();
  const email = row.link?.email ?? null;
  return (
    <Box
      component="li"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.link === undefined
              ? t('methods.notLinked')
              : email === null
                ? t('methods.linkedNoEmail')
                : t('methods.linked', { email })}
          </Text>
          {isPrivateRelay(email) && (
            <Text size="xs" c="dimmed">
              {t('methods.privateRelay')}
            </Text>
          )}
          {row.isLastMethod && (
            <Text size="sm" id={hintId}>
              {t('methods.lastMethod')}
            </Text>
          )}
        </Stack>
        {row.link !== undefined ? (
          <Button
            variant="default"
            disabled={row.isLastMethod}
            aria-describedby={row.isLastMethod ? hintId : undefined}
            onClick={onUnlink}
          >
            {t('methods.unlink', { name })}
          </Button>
        ) : (
          <Button loading={starting} onClick={onLink}>
            {t('methods.link', { name })}
          </Button>
        )}
      </Group>
    </Box>
  );
}

interface SignInProvidersSectionProps {
  providers: readonly SsoProvider[];
  links: SsoLinks;
}

/** The providers the account can sign in with: linked ones (with their e-mails) and the others. */
export function SignInProvidersSection({ providers, links }: SignInProvidersSectionProps) {
  const { t } = useTranslation('sso');
  const locale = useLocalePrefix();
  const nameOf = useProviderName();
  const start = useStartSsoFlow();
  // Kept after closing, so the dialog keeps its words while it fades out.
  const [unlinking, setUnlinking] = useState<SsoService | null>(null);
  const [opened, setOpened] = useState(false);
  const rows = providerRows(providers, links);

  return (
    <SettingsSection title={t('methods.heading')} description={t('methods.description')}>
      {rows.length === 0 ? (
        <Text size="sm">{t('methods.none')}</Text>
      ) : (
        <Box
          component="ul"
          aria-label={t('methods.listLabel')}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {rows.map((row) => (
            <ProviderItem
              key={row.service}
              row={row}
              name={nameOf(row.service)}
              starting={start.isPending && start.variables.service === row.service}
              onLink={() => {
                start.mutate({
                  service: row.service,
                  from: SsoFrom.Link,
                  ...(locale === undefined ? {} : { locale }),
                });
              }}
              onUnlink={() => {
                setUnlinking(row.service);
                setOpened(true);
              }}
            />
          ))}
        </Box>
      )}
      {start.isError && (
        <Alert color="red" variant="light" role="alert" title={t('methods.linkFailed')}>
          {t('buttons.startFailed')}
        </Alert>
      )}
      {unlinking !== null && (
        <UnlinkDialog
          opened={opened}
          service={unlinking}
          name={nameOf(unlinking)}
          onClose={() => {
            setOpened(false);
          }}
        />
      )}
    </SettingsSection>
  );
}
