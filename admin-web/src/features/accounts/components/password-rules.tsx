import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordRuleStates,
} from '@/features/accounts/utils/password-rules';

function RuleMark({ met }: { met: boolean }) {
  return (
    <ThemeIcon
      size={18}
      radius="xl"
      color={met ? 'teal' : 'gray'}
      variant={met ? 'filled' : 'light'}
      aria-hidden="true"
    >
      <svg
        width={12}
        height={12}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        {met ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M7 12h10" />}
      </svg>
    </ThemeIcon>
  );
}

/**
 * The password rules as a live checklist: each rule says whether the password typed so far meets
 * it. The state is written out with each rule ("met" / "not met yet"), not only drawn, so a screen
 * reader browsing the list hears it too.
 */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const headingId = useId();

  return (
    <div>
      <Text id={headingId} size="sm" fw={500} mb={6}>
        {t('password.rules.heading')}
      </Text>
      <List size="sm" spacing={6} center aria-labelledby={headingId} listStyleType="none">
        {passwordRuleStates(password).map(({ rule, met }) => (
          <List.Item
            key={rule}
            icon={<RuleMark met={met} />}
            c={met ? undefined : 'dimmed'}
            data-met={met}
          >
            {t(`password.rule.${rule}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
            <VisuallyHidden>
              {met ? t('password.rules.met') : t('password.rules.unmet')}
            </VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
