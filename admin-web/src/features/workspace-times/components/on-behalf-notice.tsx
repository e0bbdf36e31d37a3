import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useTimeSubject } from '@/features/workspace-times/hooks/use-time-subject';

/**
 * The spec's `edit-action` and `delete-action` dialogs: changing someone else's time says whose
 * it is first, so a manager never mistakes a member's entry for their own. Nothing for one's own.
 */
export function OnBehalfNotice({ action }: { action: 'edit' | 'delete' }) {
  const { t } = useTranslation('memberTime');
  const subject = useTimeSubject();
  if (subject === null) return null;
  return (
    <Alert color="yellow" variant="light" p="xs">
      {t(action === 'edit' ? 'onBehalf.edit' : 'onBehalf.delete', { name: subject.name })}
    </Alert>
  );
}
