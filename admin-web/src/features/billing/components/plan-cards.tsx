import {
  Badge,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { Plan } from '@punchcard/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckCircleIcon, Icon } from '@/components/icons';
import type { Price } from '@/features/billing/types';
import { formatMinor } from '@/features/billing/utils/minor-units';
import {
  PLAN_COLUMNS,
  PLAN_TABLE_FEATURES,
  type PlanColumn,
} from '@/features/billing/utils/plan-table';
import { useLocale } from '@/hooks/use-locale';

const DashIcon = () => (
  <Icon size={16}>
    <path d="M7 12h10" />
  </Icon>
);

function Included({ label, included }: { label: string; included: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <List.Item
      icon={
        <ThemeIcon size={20} radius="xl" variant="light" color={included ? 'green' : 'gray'}>
          {included ? <CheckCircleIcon size={16} /> : <DashIcon />}
        </ThemeIcon>
      }
    >
      <Text
        size="sm"
        c={included ? undefined : 'dimmed'}
        td={included ? undefined : 'line-through'}
      >
        {label}
        <VisuallyHidden>: {t(included ? 'plans.included' : 'plans.notIncluded')}</VisuallyHidden>
      </Text>
    </List.Item>
  );
}

interface PlanCardProps {
  column: PlanColumn;
  price: Price | undefined;
  currency: string | undefined;
  current: boolean;
  action: ReactNode;
}

function PlanCard({ column, price, currency, current, action }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const headingId = useId();
  const name = t(`plan.${column.plan}`);
  // FREE costs nothing in any currency; a paid plan shows its price when the list is known.
  const amount = column.plan === 'FREE' ? 0 : price?.unitAmount;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="md"
      style={
        current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap="sm" h="100%">
        {/* The badge wraps under the name where four plans share a narrow row. */}
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {name}
          </Title>
          {current && <Badge variant="light">{t('plans.current')}</Badge>}
        </Group>
        {amount !== undefined && currency !== undefined ? (
          <div>
            <Text fw={700} size="xl">
              {formatMinor(amount, currency, locale)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('plans.perSeat')}
            </Text>
          </div>
        ) : (
          column.plan === 'FREE' && (
            <Text fw={700} size="xl">
              {t('plans.free')}
            </Text>
          )
        )}
        <List spacing={4} size="sm" aria-label={t('plans.features', { plan: name })} center>
          <Included
            included
            label={`${t('plans.members')}: ${
              column.memberLimit === null
                ? t('plans.membersAll')
                : t('plans.membersLimit', { count: column.memberLimit })
            }`}
          />
          <Included
            included
            label={`${t('plans.retention')}: ${
              column.retentionDays === null
                ? t('plans.retentionAll')
                : t('plans.retentionDays', { count: column.retentionDays })
            }`}
          />
          {PLAN_TABLE_FEATURES.map((feature) => (
            <Included
              key={feature}
              label={t(`feature.${feature}`)}
              included={column.features.has(feature)}
            />
          ))}
        </List>
        {action !== undefined && action !== null && <Stack mt="auto">{action}</Stack>}
      </Stack>
    </Paper>
  );
}

interface PlanCardsProps {
  /** The workspace's plan, marked; undefined marks none (billing off). */
  current: Plan | undefined;
  /** Prices of the paid plans; empty shows no amounts. */
  prices: readonly Price[];
  /** The prices' currency; undefined when there are none to show. */
  currency?: string;
  /** The button under a plan (start a trial, subscribe, switch), if any. */
  actionFor?: (plan: Plan, price: Price | undefined) => ReactNode;
}

/** A plan's button: its label wraps rather than being cut where four plans share a row. */
export const planButtonStyles = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

/** The spec's plans side by side: price per seat, members, history and every feature. */
export function PlanCards({ current, prices, currency, actionFor }: PlanCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
      {PLAN_COLUMNS.map((column) => {
        const price = prices.find((candidate) => candidate.plan === column.plan);
        return (
          <PlanCard
            key={column.plan}
            column={column}
            price={price}
            currency={currency}
            current={column.plan === current}
            action={actionFor?.(column.plan, price)}
          />
        );
      })}
    </SimpleGrid>
  );
}
