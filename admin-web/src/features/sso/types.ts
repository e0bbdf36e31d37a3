// The single sign-on wire shapes as the API client hands them over (camelCase), one local name each.
import type * as wire from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';

export type SsoProvider = CamelCaseKeys<wire.SsoProvider>;
export type SsoProviders = CamelCaseKeys<wire.SsoProviders>;
export type SsoLink = CamelCaseKeys<wire.SsoLink>;
export type SsoLinks = CamelCaseKeys<wire.SsoLinks>;
export type SsoSignInRequest = CamelCaseKeys<wire.SsoSignInRequest>;
export type SsoRequirement = CamelCaseKeys<wire.SsoRequirement>;
/** The name (and e-mail) Apple hands over on the first login only. */
export type SsoUser = NonNullable<SsoSignInRequest['user']>;
