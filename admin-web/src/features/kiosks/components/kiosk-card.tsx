import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Title,
} from '@mantine/core';
import { KioskStatus } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import { Icon, type IconProps } from '@/components/icons';
import { DetailItem } from '@/features/kiosks/components/detail-item';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';
import type { Kiosk } from '@/lib/wire';

const DotsIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="5" cy="12" r="1.2" />
    <circle cx="12" cy="12" r="1.2" />
    <circle cx="19" cy="12" r="1.2" />
  </Icon>
);

const statusColor: Record<KioskStatus, string> = {
  pending: 'blue',
  active: 'green',
  locked: 'orange',
  revoked: 'gray',
};

export type KioskAction = 'rename' | 'lock' | 'unlock' | 'repair' | 'revoke' | 'activity';

/** One kiosk of the fleet: its state, what it last reported, and what a manager can do to it. */
export function KioskCard({
  kiosk,
  recentRefusals = 0,
  onAction,
}: {
  kiosk: Kiosk;
  /** Punches of this kiosk refused over the last week: worth a look in the activity view. */
  recentRefusals?: number;
  onAction: (action: KioskAction) => void;
}) {
  const { t } = useTranslation('kiosks');
  const locale = useLocale();
  const revoked = kiosk.status === KioskStatus.Revoked;
  const paired = kiosk.status === KioskStatus.Active || kiosk.status === KioskStatus.Locked;
  const when = (seconds: number | null) =>
    seconds === null ? t('detail.never') : formatDate(seconds, locale, 'dateTime');

  return (
    <Paper component="li" withBorder radius="md" p="md" opacity={revoked ? 0.75 : undefined}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={6} miw={0}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {kiosk.name}
            </Title>
            <Group gap="xs">
              <Badge color={statusColor[kiosk.status]} variant="light">
                {t(`status.${kiosk.status}`)}
              </Badge>
              {paired && (
                <Badge color={kiosk.online ? 'teal' : 'gray'} variant="dot">
                  {t(kiosk.online ? 'online.yes' : 'online.no')}
                </Badge>
              )}
              {recentRefusals > 0 && (
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  radius="xl"
                  onClick={() => {
                    onAction('activity');
                  }}
                >
                  {t('card.refusals', { count: recentRefusals })}
                </Button>
              )}
            </Group>
          </Stack>
          {!revoked && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t('action.menu', { name: kiosk.name })}
                >
                  <DotsIcon />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  onClick={() => {
                    onAction('activity');
                  }}
                >
                  {t('action.activity')}
                </Menu.Item>
                <Menu.Item
                  onClick={() => {
                    onAction('rename');
                  }}
                >
                  {t('action.rename')}
                </Menu.Item>
                {paired && (
                  <Menu.Item
                    onClick={() => {
                      onAction(kiosk.status === KioskStatus.Locked ? 'unlock' : 'lock');
                    }}
                  >
                    {t(kiosk.status === KioskStatus.Locked ? 'action.unlock' : 'action.lock')}
                  </Menu.Item>
                )}
                <Menu.Item
                  onClick={() => {
                    onAction('repair');
                  }}
                >
                  {t('action.repair')}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item
                  color="red"
                  onClick={() => {
                    onAction('revoke');
                  }}
                >
                  {t('action.revoke')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        {!revoked && (
          <SimpleGrid
            component="dl"
            cols={{ base: 2, sm: 4 }}
            spacing="sm"
            verticalSpacing="xs"
            m={0}
          >
            <DetailItem label={t('detail.lastSeen')}>{when(kiosk.lastSeenAt)}</DetailItem>
            <DetailItem label={t('detail.pairedAt')}>{when(kiosk.pairedAt)}</DetailItem>
            <DetailItem label={t('detail.appVersion')}>
              {kiosk.appVersion ?? t('detail.none')}
            </DetailItem>
            <DetailItem label={t('detail.queued')}>{kiosk.queued ?? t('detail.none')}</DetailItem>
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
