import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import { isBilled, planFacts } from '@/features/access/utils/access-rules';
import type { Workspace } from '@/lib/wire';

/** What the workspace's plan includes, its limits, and the plan that adds what it lacks. */
export function PlanSection({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation(['access', 'permissions']);
  if (!isBilled(workspace)) {
    return (
      <SettingsSection title={t('plan.heading')}>
        <Text>{t('plan.unbilled')}</Text>
      </SettingsSection>
    );
  }
  const facts = planFacts(workspace);
  const plan = t(`permissions:plan.${workspace.plan}`);
  return (
    <SettingsSection
      title={t('plan.heading')}
      description={t('plan.current', { workspace: workspace.name, plan })}
    >
      <Stack gap={4}>
        <Text size="sm">
          {facts.memberLimit === null
            ? t('plan.membersUnlimited', { count: workspace.memberCount })
            : t('plan.members', { count: workspace.memberCount, limit: facts.memberLimit })}
        </Text>
        <Text size="sm">
          {facts.retentionDays === null
            ? t('plan.historyAll')
            : t('plan.history', { days: facts.retentionDays })}
        </Text>
      </Stack>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {facts.features.map(({ feature, needs }) => (
          <Group component="li" key={feature} justify="space-between" wrap="nowrap" gap="md">
            <Text size="sm">{t(`feature.${feature}`)}</Text>
            <Badge
              variant="light"
              color={needs === undefined ? 'green' : 'gray'}
              tt="none"
              style={{ flexShrink: 0 }}
            >
              {needs === undefined
                ? t('plan.included')
                : t('plan.needs', { plan: t(`permissions:plan.${needs}`) })}
            </Badge>
          </Group>
        ))}
      </Stack>
    </SettingsSection>
  );
}
