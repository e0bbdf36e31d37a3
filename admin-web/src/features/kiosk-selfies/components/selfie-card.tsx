import { Badge, Group, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { SelfieView } from '@/features/kiosk-selfies/utils/selfie-text';

/** Capitalised for a label on its own (`clock in` reads inside a sentence, `Clock in` alone). */
const asLabel = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** One selfie beside the punch it proves; the photo opens larger. */
export function SelfieCard({ view, onOpen }: { view: SelfieView; onOpen: () => void }) {
  const { t } = useTranslation('selfies');
  const { selfie, time, action } = view;
  const refused = selfie.punch?.status === 'rejected';

  return (
    <Paper component="li" withBorder radius="md" p="xs">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <UnstyledButton
          onClick={onOpen}
          aria-haspopup="dialog"
          style={{ borderRadius: 'var(--mantine-radius-sm)', flex: 'none' }}
        >
          <Image
            src={selfie.url}
            alt={view.alt}
            w={96}
            h={72}
            fit="cover"
            radius="sm"
            loading="lazy"
            bg="var(--mantine-color-default-hover)"
          />
        </UnstyledButton>
        <Stack gap={4} miw={0}>
          <Text fw={600} size="sm">
            {time}
            {action !== null && ` · ${asLabel(action)}`}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('punch.kiosk', { kiosk: selfie.kioskName })}
          </Text>
          {selfie.punch === null && (
            <Text size="xs" c="dimmed">
              {t('punch.none')}
            </Text>
          )}
          {refused && (
            <Badge color="red" variant="light" size="sm">
              {t('punch.rejected')}
            </Badge>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
