import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useCatalogNames } from '@/features/requests/api/use-catalog-names';

export interface ActivityDetailsShown {
  idProject: string | null;
  idTask: string | null;
  idCategory: string | null;
  /** Tag ids. */
  tags: readonly string[];
  description: string | null;
}

/**
 * What an activity is about, in one or two short lines: `Project · Task · Category · #tag` and the
 * description. Names come from the workspace's lists; one gone since reads "unavailable".
 */
export function ActivityDetailsText({ details }: { details: ActivityDetailsShown }) {
  const { t } = useTranslation('requests');
  const names = useCatalogNames();
  const unavailable = t('details.unavailable');
  const parts = [
    details.idProject === null ? null : (names.project(details.idProject) ?? unavailable),
    details.idTask === null ? null : (names.task(details.idTask) ?? unavailable),
    details.idCategory === null ? null : (names.category(details.idCategory) ?? unavailable),
    ...details.tags.map((tag) => `#${names.tag(tag) ?? unavailable}`),
  ].filter((part) => part !== null);
  const description = details.description?.trim() ?? '';

  if (parts.length === 0 && description === '') {
    return (
      <Text size="sm" c="dimmed">
        {t('details.none')}
      </Text>
    );
  }
  return (
    <div>
      {parts.length > 0 && <Text size="sm">{parts.join(' · ')}</Text>}
      {description !== '' && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {description}
        </Text>
      )}
    </div>
  );
}
