import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { LoadFailed, Loading } from '@/components/load-states';
import { SettingsSection } from '@/components/settings-section';
import { useMakeDefault, useRemovePaymentMethod } from '@/features/billing/api/billing-mutations';
import { billingQueries } from '@/features/billing/api/billing-queries';
import { AddCardDialog } from '@/features/billing/components/add-card-dialog';
import type { PageCursor, PaymentMethod, SubscriptionState } from '@/features/billing/types';
import { brandName } from '@/features/billing/utils/card-brand';
import { notify } from '@/lib/notify';

interface PaymentMethodsSectionProps {
  idWorkspace: string;
  state: SubscriptionState;
  canManage: boolean;
}

/** The cards on file, three a page, newest first: add one, make one the default, remove one. */
export function PaymentMethodsSection({
  idWorkspace,
  state,
  canManage,
}: PaymentMethodsSectionProps) {
  const { t } = useTranslation('billing');
  const [cursor, setCursor] = useState<PageCursor>({});
  const [adding, setAdding] = useState(false);
  const page = useQuery({
    ...billingQueries.paymentMethods(idWorkspace, cursor),
    meta: { presentErrors: false },
  });
  const customer = useQuery({ ...billingQueries.customer(idWorkspace), enabled: canManage });
  const makeDefault = useMakeDefault(customer.data?.id ?? '');
  const remove = useRemovePaymentMethod();

  const methods = page.data?.paymentMethods ?? [];
  const more = page.data?.hasMore ?? false;
  // `has_more` looks the way the page was turned: forwards after `starting_after`, backwards
  // after `ending_before`.
  const hasPrevious = cursor.endingBefore !== undefined ? more : cursor.startingAfter !== undefined;
  const hasNext = cursor.endingBefore !== undefined ? true : more;
  const nameOf = (method: PaymentMethod) =>
    t('methods.card', { brand: brandName(method.card.brand), last4: method.card.last4 });
  const failure = makeDefault.error ?? remove.error;

  return (
    <SettingsSection title={t('methods.title')} description={t('methods.description')}>
      {page.isError ? (
        <LoadFailed
          message={t('methods.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void page.refetch()}
        />
      ) : page.data === undefined ? (
        <Loading message={t('methods.loading')} />
      ) : (
        <Stack gap="sm">
          {failure !== null && <ApiErrorAlert error={failure} />}
          {methods.length === 0 ? (
            <Text size="sm">{t('methods.empty')}</Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {methods.map((method) => (
                <Paper key={method.id} component="li" withBorder radius="sm" p="sm">
                  <Group justify="space-between" gap="sm">
                    <div>
                      <Group gap="xs">
                        <Text fw={600} size="sm">
                          {nameOf(method)}
                        </Text>
                        {method.isDefault && (
                          <Badge size="sm" variant="light">
                            {t('methods.default')}
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {t('methods.expires', {
                          month: String(method.card.expMonth).padStart(2, '0'),
                          year: method.card.expYear,
                        })}
                      </Text>
                    </div>
                    {canManage && (
                      <Group gap="xs">
                        {!method.isDefault && (
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={t('methods.makeDefaultOf', { card: nameOf(method) })}
                            loading={makeDefault.isPending && makeDefault.variables === method.id}
                            disabled={customer.data === undefined}
                            onClick={() => {
                              remove.reset();
                              makeDefault.mutate(method.id, {
                                onSuccess: () => {
                                  notify({
                                    tone: 'success',
                                    message: t('methods.defaultSet', { card: nameOf(method) }),
                                  });
                                },
                              });
                            }}
                          >
                            {t('methods.makeDefault')}
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('methods.removeOf', { card: nameOf(method) })}
                          loading={remove.isPending && remove.variables === method.id}
                          onClick={() => {
                            makeDefault.reset();
                            remove.mutate(method.id, {
                              onSuccess: () => {
                                notify({ tone: 'success', message: t('methods.removed') });
                                if (methods.length === 1) setCursor({});
                              },
                            });
                          }}
                        >
                          {t('methods.remove')}
                        </Button>
                      </Group>
                    )}
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
          <Group justify="space-between" gap="sm">
            {canManage ? (
              <Button
                variant="light"
                onClick={() => {
                  setAdding(true);
                }}
              >
                {t('methods.add')}
              </Button>
            ) : (
              <span />
            )}
            {(hasPrevious || hasNext) && (
              <Group gap="xs" component="nav" aria-label={t('methods.pages')}>
                <Button
                  size="xs"
                  variant="default"
                  disabled={!hasPrevious}
                  onClick={() => {
                    const first = methods[0];
                    setCursor(first ? { endingBefore: first.id } : {});
                  }}
                >
                  {t('methods.previous')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={!hasNext}
                  onClick={() => {
                    const last = methods.at(-1);
                    if (last) setCursor({ startingAfter: last.id });
                  }}
                >
                  {t('methods.next')}
                </Button>
              </Group>
            )}
          </Group>
        </Stack>
      )}
      <AddCardDialog
        opened={adding}
        state={state}
        onClose={() => {
          setAdding(false);
        }}
        onAdded={() => {
          setCursor({});
        }}
      />
    </SettingsSection>
  );
}
