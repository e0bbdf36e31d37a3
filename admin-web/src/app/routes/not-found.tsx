import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { StatusPage } from '@/components/status-page';
import { paths } from '@/config/paths';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

/** Any address that is no page of the app, in the language of its prefix. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  const prefix = useLocalePrefix();
  usePageTitle(t('notFound.title'));
  return (
    <StatusPage
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={
        <Button component={Link} to={paths.index.getHref({}, prefix)} mt="sm">
          {t('action.returnHome')}
        </Button>
      }
    />
  );
}
