// The Slack wire shapes as the API client hands them over (camelCase), one local name each.
import type * as wire from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';

export type SlackIntegration = CamelCaseKeys<wire.SlackIntegration>;
export type SlackIntegrationState = CamelCaseKeys<wire.SlackIntegrationState>;
export type SlackLinkPreview = CamelCaseKeys<wire.SlackLinkPreview>;
export type SlackLink = CamelCaseKeys<wire.SlackLink>;
