import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PageLoader } from '@/components/page-loader';
import { helpQueries } from '@/features/help/api/help-queries';
import type { HelpLibrary } from '@/features/help/utils/help-library';
import { useLocale } from '@/hooks/use-locale';

interface HelpLibraryGateProps {
  /** The page, once the articles of the page's language are there. */
  children: (library: HelpLibrary) => ReactNode;
}

/** Waits for the help articles in the page's language; says so when they cannot be loaded. */
export function HelpLibraryGate({ children }: HelpLibraryGateProps) {
  const { t } = useTranslation('help');
  const library = useQuery(helpQueries.library(useLocale()));
  if (library.isPending) return <PageLoader />;
  if (library.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('load.error')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('load.errorBody')}</Text>
          <Button
            variant="light"
            color="red"
            size="xs"
            onClick={() => {
              void library.refetch();
            }}
          >
            {t('load.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return children(library.data);
}
