import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { DefaultFrame } from '@/app/layouts/default-layout';
import { reportClientError } from '@/app/shell/client-error-reporting';
import { StatusPage } from '@/components/status-page';
import { paths } from '@/config/paths';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';

function isNotFound(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  return error instanceof ApiError && error.statusCode === 404;
}

/**
 * The routes' error element (spec section 2): not found for a 404, a generic message otherwise,
 * both with "Return to homepage". An unknown error is reported to the API.
 */
export function ErrorRoute() {
  const { t } = useTranslation();
  const error = useRouteError();
  const prefix = useLocalePrefix();
  const notFound = isNotFound(error);
  const title = t(notFound ? 'notFound.title' : 'errorPage.title');
  usePageTitle(title);

  useEffect(() => {
    if (!notFound) reportClientError(error);
  }, [error, notFound]);

  return (
    <DefaultFrame>
      <StatusPage
        title={title}
        body={t(notFound ? 'notFound.body' : 'errorPage.body')}
        action={
          // A full page load: whatever broke this page (a stale build, lost state) starts over.
          <Button component="a" href={paths.index.getHref({}, prefix)} mt="sm">
            {t('action.returnHome')}
          </Button>
        }
      />
    </DefaultFrame>
  );
}
