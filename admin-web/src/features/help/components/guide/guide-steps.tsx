import { Group, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { GUIDE_STEPS, type GuideStep, guideStepNumber } from '@/features/help/utils/guide-tour';

/** The tour's four steps: those done ticked, the current one marked for assistive technology. */
export function GuideSteps({ step }: { step: GuideStep }) {
  const { t } = useTranslation('help');
  const current = guideStepNumber(step);
  return (
    <List
      type="ordered"
      listStyleType="none"
      aria-label={t('guide.steps')}
      spacing="xs"
      styles={{ itemWrapper: { width: '100%' } }}
    >
      {GUIDE_STEPS.map((name, index) => {
        const number = index + 1;
        const done = number < current;
        const active = number === current;
        return (
          <List.Item key={name} aria-current={active ? 'step' : undefined}>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon
                radius="xl"
                size="md"
                variant={done || active ? 'filled' : 'light'}
                color={done || active ? undefined : 'gray'}
                aria-hidden
              >
                <Text size="sm" fw={700} c="inherit">
                  {done ? '✓' : number}
                </Text>
              </ThemeIcon>
              <Text fw={active ? 700 : 400} c={done ? 'dimmed' : undefined}>
                {t(`guide.${name}.title`)}
                {done && <VisuallyHidden>{` (${t('guide.stepDone')})`}</VisuallyHidden>}
              </Text>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
