import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { InvoiceStatus } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { LoadFailed, Loading } from '@/components/load-states';
import { SettingsSection } from '@/components/settings-section';
import { billingQueries } from '@/features/billing/api/billing-queries';
import { InvoiceLines } from '@/features/billing/components/invoice-lines';
import { formatMinor } from '@/features/billing/utils/minor-units';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';

const statusColor: Record<InvoiceStatus, string> = {
  draft: 'gray',
  open: 'orange',
  paid: 'green',
  uncollectible: 'red',
  void: 'gray',
};

/** The next invoice: what the subscription will charge, and when. */
export function UpcomingInvoiceSection({ idWorkspace }: { idWorkspace: string }) {
  const { t } = useTranslation('billing');
  const upcoming = useQuery({
    ...billingQueries.upcoming(idWorkspace),
    meta: { presentErrors: false },
  });
  return (
    <SettingsSection title={t('upcoming.title')}>
      {upcoming.isError ? (
        <LoadFailed
          message={t('upcoming.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void upcoming.refetch()}
        />
      ) : upcoming.data === undefined ? (
        <Loading message={t('upcoming.loading')} />
      ) : upcoming.data.invoice === null ? (
        <Text size="sm">{t('upcoming.none')}</Text>
      ) : (
        <InvoiceLines invoice={upcoming.data.invoice} />
      )}
    </SettingsSection>
  );
}

/** Every invoice of the workspace, newest first, each with its PDF. */
export function InvoicesSection({ idWorkspace }: { idWorkspace: string }) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const history = useQuery({
    ...billingQueries.invoices(idWorkspace),
    meta: { presentErrors: false },
  });
  const invoices = history.data?.invoices ?? [];
  return (
    <SettingsSection title={t('invoices.title')}>
      {history.isError ? (
        <LoadFailed
          message={t('invoices.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void history.refetch()}
        />
      ) : history.data === undefined ? (
        <Loading message={t('invoices.loading')} />
      ) : invoices.length === 0 ? (
        <Text size="sm">{t('invoices.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Caption>{t('invoices.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('invoices.number')}</Table.Th>
                <Table.Th scope="col">{t('invoices.date')}</Table.Th>
                <Table.Th scope="col">{t('invoices.period')}</Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'end' }}>
                  {t('invoices.total')}
                </Table.Th>
                <Table.Th scope="col">{t('invoices.status')}</Table.Th>
                <Table.Th scope="col">{t('invoices.pdf')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice, index) => {
                const number = invoice.number ?? t('invoices.draftNumber');
                return (
                  <Table.Tr key={invoice.id ?? `draft-${String(index)}`}>
                    <Table.Td>{number}</Table.Td>
                    <Table.Td>{formatDate(invoice.created, locale)}</Table.Td>
                    <Table.Td>
                      {formatDate(invoice.periodStart, locale)} –{' '}
                      {formatDate(invoice.periodEnd, locale)}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'end' }}>
                      {formatMinor(invoice.total, invoice.currency, locale)}
                    </Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={statusColor[invoice.status]}>
                        {t(`invoices.status.${invoice.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {invoice.pdfUrl !== null && (
                        <Anchor
                          href={invoice.pdfUrl}
                          download
                          target="_blank"
                          rel="noopener"
                          size="sm"
                          aria-label={t('invoices.downloadOf', { number })}
                        >
                          {t('invoices.download')}
                        </Anchor>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SettingsSection>
  );
}
