import { Badge, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { Invoice } from '@/features/billing/types';
import { formatMinor } from '@/features/billing/utils/minor-units';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';

/** An invoice to come: its total, when it is due, and its lines (prorations marked). */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const money = (amount: number) => formatMinor(amount, invoice.currency, locale);
  return (
    <>
      <Text fw={600}>
        {t('upcoming.summary', {
          total: money(invoice.amountDue),
          // An upcoming invoice is dated when it will be finalised and charged.
          date: formatDate(invoice.created, locale),
        })}
      </Text>
      <List size="sm" spacing={2}>
        {invoice.lines.map((line, index) => (
          <List.Item key={`${line.description}-${String(index)}`}>
            <Group gap="xs" wrap="wrap">
              <span>{line.description}</span>
              <Text span size="sm" fw={600}>
                {money(line.amount)}
              </Text>
              {line.proration && (
                <Badge size="xs" variant="light" color="gray">
                  {t('upcoming.proration')}
                </Badge>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </>
  );
}
