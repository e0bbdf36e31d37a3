// Which providers the sign-in methods page lists, and what each may do, from the install's
// providers and the account's links.
import { SSO_SERVICES, type SsoService } from '@punchcard/shared';

import type { SsoLink, SsoLinks, SsoProvider } from '@/features/sso/types';

export interface ProviderRow {
  service: SsoService;
  /** The install still offers it: it can be linked. */
  configured: boolean;
  link?: SsoLink;
  /** Linked and the account's only way to sign in: unlinking it is refused. */
  isLastMethod: boolean;
}

/** Apple's "Hide my e-mail" addresses, which forward to the person's real one. */
export const isPrivateRelay = (email: string | null | undefined): boolean =>
  email?.toLowerCase().endsWith('@privaterelay.appleid.com') === true;

/**
 * One row per provider the install offers or the account has linked (a link outlives its
 * provider's configuration, and may still be unlinked), in the contract's order.
 */
export function providerRows(providers: readonly SsoProvider[], links: SsoLinks): ProviderRow[] {
  const onlyMethod = !links.hasPassword && links.links.length === 1;
  return SSO_SERVICES.flatMap((service) => {
    const configured = providers.some((provider) => provider.service === service);
    const link = links.links.find((candidate) => candidate.service === service);
    if (!configured && link === undefined) return [];
    return [
      {
        service,
        configured,
        ...(link === undefined ? {} : { link }),
        isLastMethod: link !== undefined && onlyMethod,
      },
    ];
  });
}
