import { Button, Menu, Stack, Text } from '@mantine/core';
import { MemberStatus } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ChevronDownIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { useSwitchWorkspace } from '@/features/workspaces/api/switch-workspace';
import { NEW_WORKSPACE_STATE } from '@/features/workspaces/utils/setup-steps';
import { useLocale, useLocalePrefix } from '@/hooks/use-locale';
import { notify } from '@/lib/notify';
import { accountQueries } from '@/lib/session';

function PlusIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

function SwitcherMenu() {
  const { t } = useTranslation('workspaces');
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const { data: me } = useQuery(accountQueries.me());
  const switchWorkspace = useSwitchWorkspace();
  if (!me) return null;

  const active = me.activeWorkspace;
  const name = active?.name ?? t('switcher.none');
  // Only memberships that can be used: invitations not yet accepted and deactivated ones cannot.
  const usable = me.memberships
    .filter((membership) => membership.status === MemberStatus.Active)
    .sort((a, b) => a.name.localeCompare(b.name, locale));

  return (
    <Menu position="bottom-start" width={280} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          miw={0}
          loading={switchWorkspace.isPending}
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={t('switcher.button', { name })}
        >
          <Text component="span" size="sm" fw={600} truncate maw={{ base: 132, xs: 220 }}>
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('switcher.heading')}</Menu.Label>
        {usable.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" pb="xs">
            {t('switcher.empty')}
          </Text>
        ) : (
          <Menu.RadioGroup
            value={active?.id ?? ''}
            onChange={(idWorkspace) => {
              if (idWorkspace === active?.id || switchWorkspace.isPending) return;
              switchWorkspace.mutate(idWorkspace, {
                onSuccess: (workspace) => {
                  notify({
                    message: t('switcher.switched', { name: workspace.name }),
                    tone: 'success',
                  });
                },
              });
            }}
          >
            {usable.map((membership) => (
              <Menu.RadioItem
                key={membership.idWorkspace}
                value={membership.idWorkspace}
                disabled={switchWorkspace.isPending}
                checkIcon={<CheckIcon />}
                closeMenuOnClick
              >
                <Stack gap={0}>
                  <Text size="sm" lineClamp={2}>
                    {membership.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`role.${membership.role}`)}
                  </Text>
                </Stack>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        )}
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={paths.setup.getHref({}, prefix)}
          // The setup would otherwise resume the active workspace's settings.
          state={NEW_WORKSPACE_STATE}
          leftSection={<PlusIcon />}
        >
          {t('switcher.create')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The active workspace in the app header, and the way to the others: a menu of the person's
 * workspaces (name and role, the active one checked) and "Create a workspace". Choosing one makes
 * it active and reloads every page's data for it. Its words load on their own, so the header
 * never waits for them.
 */
export function WorkspaceSwitcher() {
  return (
    <Suspense fallback={null}>
      <SwitcherMenu />
    </Suspense>
  );
}
