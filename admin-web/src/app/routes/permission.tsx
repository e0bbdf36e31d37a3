import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { MissingPermission } from '@/features/access/components/missing-permission';
import { WhoCanGrant } from '@/features/access/components/who-can-grant';
import { neededPermission } from '@/features/access/utils/access-rules';
import { inAppPath } from '@/features/access/utils/in-app-path';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/**
 * Where a page sends someone lacking a permission (spec section 2: /permission;
 * `?need=<PERMISSION>&from=<path>`; docs/decisions.md): what is missing, what it allows, and who
 * in the workspace can give it.
 */
export default function PermissionRoute() {
  const { t } = useTranslation('access');
  usePageTitle(t('permission.title'));
  const prefix = useLocalePrefix();
  const [search] = useSearchParams();
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;
  const workspace = me.activeWorkspace;

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        {t('permission.heading')}
      </Title>
      {workspace ? (
        <>
          <MissingPermission
            workspace={workspace}
            need={neededPermission(search.get('need'))}
            from={inAppPath(search.get('from'))}
          />
          <WhoCanGrant key={workspace.id} workspace={workspace} idUser={me.user.id} />
        </>
      ) : (
        <Text>
          {t('permission.noWorkspace')}{' '}
          <Anchor component={Link} to={paths.browse.getHref({}, prefix)}>
            {t('details.toBrowse')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
