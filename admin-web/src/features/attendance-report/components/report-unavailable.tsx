import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Plan } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface ReportUnavailableProps {
  /** Why: the plan lacks the report (the plan that has it), or the caller lacks the permission. */
  reason: { plan: Plan } | 'permission';
  /** The summary report, where everyone sees their own time. */
  summaryHref: string;
}

/** A clear state of the page, not an error: what holds the report back and where to go. */
export function ReportUnavailable({ reason, summaryHref }: ReportUnavailableProps) {
  const { t } = useTranslation('attendanceReport');
  const plan = reason !== 'permission';
  return (
    <Alert
      variant="light"
      color={plan ? 'blue' : 'gray'}
      title={plan ? t('gate.planTitle', { plan: reason.plan }) : t('gate.permissionTitle')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{plan ? t('gate.planBody') : t('gate.permissionBody')}</Text>
        <Button component={Link} to={summaryHref} variant="light" size="xs">
          {t('gate.toSummary')}
        </Button>
      </Stack>
    </Alert>
  );
}
