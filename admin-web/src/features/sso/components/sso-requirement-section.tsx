import { Alert, Anchor, Stack, Switch } from '@mantine/core';
import { SsoService } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SettingsSection } from '@/components/settings-section';
import { paths } from '@/config/paths';
import { ssoQueries } from '@/features/sso/api/sso-queries';
import { useSsoRequirement } from '@/features/sso/api/sso-requirement';
import { useLocalePrefix } from '@/hooks/use-locale';
import type { Workspace } from '@/lib/wire';

/**
 * "Require company sign-in" for the active workspace, offered only when this install configured
 * the company's OpenID provider. It warns the person switching it on when they have not linked
 * that provider themselves.
 */
export function SsoRequirementSection({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation('sso');
  const prefix = useLocalePrefix();
  const { data } = useQuery(ssoQueries.providers());
  const company = data?.providers.find((provider) => provider.service === SsoService.Oidc);
  const links = useQuery({ ...ssoQueries.links(), enabled: company !== undefined });
  const save = useSsoRequirement(workspace);
  if (company === undefined) return null;

  const linked = links.data?.links.some((link) => link.service === SsoService.Oidc);
  return (
    <SettingsSection
      title={t('requirement.heading')}
      description={t('requirement.description', {
        workspace: workspace.name,
        name: company.name,
      })}
    >
      <Stack gap="sm">
        <Switch
          label={t('requirement.label')}
          description={t('requirement.hint', { name: company.name })}
          checked={workspace.isOidcRequired}
          onChange={(event) => {
            save.mutate(event.currentTarget.checked);
          }}
        />
        {linked === false && (
          <Alert color="yellow" variant="light">
            <Stack gap={4} align="flex-start">
              <span>{t('requirement.notLinked', { name: company.name })}</span>
              <Anchor component={Link} to={paths.settingsAccountSignin.getHref({}, prefix)}>
                {t('requirement.linkIt')}
              </Anchor>
            </Stack>
          </Alert>
        )}
      </Stack>
    </SettingsSection>
  );
}
