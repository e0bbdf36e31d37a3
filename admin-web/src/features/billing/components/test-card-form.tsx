import { Autocomplete, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { testCard } from '@/features/billing/api/test-provider';
import type { EnteredCard } from '@/features/billing/types';
import { brandName } from '@/features/billing/utils/card-brand';
import {
  checkTestCard,
  TEST_CARD_OPTIONS,
  type TestCardInput,
  type TestCardProblem,
} from '@/features/billing/utils/test-cards';

export interface CardFormProps {
  submitLabel: string;
  busy: boolean;
  /** A card was entered: it is the caller's to put on file or pay with. */
  onCard: (card: EnteredCard) => void;
  onCancel?: () => void;
  cancelLabel?: string;
}

const describe = new Map(TEST_CARD_OPTIONS.map((option) => [option.number, option]));

/**
 * The built-in test-mode provider's card form: Stripe's test card numbers are offered in the
 * number field, each saying what it does, and stand for Stripe's test payment-method ids.
 */
export function TestCardForm({ submitLabel, busy, onCard, onCancel, cancelLabel }: CardFormProps) {
  const { t } = useTranslation('billing');
  const [input, setInput] = useState<TestCardInput>({ number: '', expiry: '', cvc: '' });
  const [shown, setShown] = useState<Partial<Record<keyof TestCardInput, TestCardProblem>>>({});

  const change = (field: keyof TestCardInput) => (value: string) => {
    setInput((previous) => ({ ...previous, [field]: value }));
    setShown((previous) => ({ ...previous, [field]: undefined }));
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { problems, paymentMethodId } = checkTestCard(input, new Date());
    setShown(problems);
    if (paymentMethodId !== undefined && Object.keys(problems).length === 0) {
      onCard(testCard(paymentMethodId));
    }
  };
  const problem = (field: keyof TestCardInput) => {
    const found = shown[field];
    return found === undefined ? undefined : t(`card.problem.${found}`);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Autocomplete
          label={t('card.number')}
          description={t('card.numberHint')}
          value={input.number}
          onChange={change('number')}
          data={TEST_CARD_OPTIONS.map((option) => option.number)}
          renderOption={({ option }) => {
            const card = describe.get(option.value);
            return (
              <Stack gap={0}>
                <Text size="sm" ff="monospace">
                  {option.value}
                </Text>
                {card && (
                  <Text size="xs">
                    {t('card.option', {
                      brand: brandName(card.brand),
                      outcome: t(`card.outcome.${card.outcome}`),
                    })}
                  </Text>
                )}
              </Stack>
            );
          }}
          // All seven cards fit: no scroll area, whose viewport keyboards cannot reach (axe).
          withScrollArea={false}
          inputMode="numeric"
          autoComplete="off"
          error={problem('number')}
          required
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('card.expiry')}
            placeholder="12 / 34"
            value={input.expiry}
            onChange={(event) => {
              change('expiry')(event.currentTarget.value);
            }}
            inputMode="numeric"
            autoComplete="off"
            error={problem('expiry')}
            required
          />
          <TextInput
            label={t('card.cvc')}
            placeholder="123"
            value={input.cvc}
            onChange={(event) => {
              change('cvc')(event.currentTarget.value);
            }}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            error={problem('cvc')}
            required
          />
        </Group>
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
