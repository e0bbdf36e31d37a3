import { SsoService } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ssoQueries } from '@/features/sso/api/sso-queries';

/** The providers' own names, for a link whose provider this install no longer lists. */
const BRAND_NAMES: Partial<Record<SsoService, string>> = {
  [SsoService.Google]: 'Google',
  [SsoService.Apple]: 'Apple',
};

/**
 * A provider's name as people know it: the install's (OIDC_NAME for the company's provider),
 * else the brand's, else "your company".
 */
export function useProviderName(): (service: SsoService) => string {
  const { t } = useTranslation('sso');
  const { data } = useQuery(ssoQueries.providers());
  return (service) =>
    data?.providers.find((provider) => provider.service === service)?.name ??
    BRAND_NAMES[service] ??
    t('provider.company');
}
