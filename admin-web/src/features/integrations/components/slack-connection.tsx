import { Badge, Button, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorText } from '@/components/api-error-alert';
import {
  type SlackToggle,
  useDisconnectSlack,
  useRefreshSlack,
  useToggleSlack,
} from '@/features/integrations/api/slack-mutations';
import { DisconnectSlackDialog } from '@/features/integrations/components/disconnect-slack-dialog';
import type { SlackIntegration } from '@/features/integrations/types';
import { slackWords } from '@/features/integrations/utils/slack-words';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';

const toggles = [
  { toggle: 'isClockOn', label: 'toggle.clock', hint: 'toggle.clockHint' },
  { toggle: 'isLocationOn', label: 'toggle.location', hint: 'toggle.locationHint' },
] as const satisfies readonly { toggle: SlackToggle; label: string; hint: string }[];

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

interface SlackConnectionProps {
  idWorkspace: string;
  integration: SlackIntegration;
}

/**
 * The Slack card of a connected workspace: which Slack workspace and since when, the two
 * switches (applied at once, put back with a notice if the API refuses), refresh and disconnect.
 */
export function SlackConnection({ idWorkspace, integration }: SlackConnectionProps) {
  const { t } = useTranslation('slack');
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const toggle = useToggleSlack(idWorkspace, (flag, error) => {
    const setting = t(toggles.find((entry) => entry.toggle === flag)?.label ?? 'toggle.clock');
    notify({
      tone: 'error',
      title: t('toggle.failed', { setting }),
      message: <ApiErrorText error={error} />,
    });
  });
  const refresh = useRefreshSlack(idWorkspace);
  const disconnect = useDisconnectSlack(idWorkspace, () => {
    notify({ tone: 'success', message: t('disconnect.done') });
  });

  const close = () => {
    setConfirming(false);
    disconnect.reset();
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color="green" variant="light">
          {t('status.connected')}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Detail label={t('status.team')} value={integration.name} />
        <Detail label={t('status.teamId')} value={integration.teamId} />
        <Detail label={t('status.since')} value={formatDate(integration.connectedAt, locale)} />
      </SimpleGrid>
      {toggles.map(({ toggle: flag, label, hint }) => (
        <Switch
          key={flag}
          label={t(label)}
          description={t(hint, slackWords)}
          checked={integration[flag]}
          onChange={(event) => {
            toggle.mutate({ toggle: flag, value: event.currentTarget.checked });
          }}
        />
      ))}
      <Group gap="sm">
        <Button
          variant="default"
          loading={refresh.isPending}
          onClick={() => {
            refresh.mutate(undefined, {
              onSuccess: () => {
                notify({ tone: 'success', message: t('refresh.done') });
              },
            });
          }}
        >
          {t('refresh.button')}
        </Button>
        <Button
          variant="outline"
          color="red"
          onClick={() => {
            setConfirming(true);
          }}
        >
          {t('disconnect.button')}
        </Button>
      </Group>
      <DisconnectSlackDialog
        team={confirming ? integration.name : null}
        disconnecting={disconnect.isPending}
        error={disconnect.error}
        onClose={close}
        onConfirm={() => {
          disconnect.mutate(integration.id);
        }}
      />
    </Stack>
  );
}
