// The search contract as the app holds it (the client camelCases every key).
import type * as wire from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';

export type SearchHit = CamelCaseKeys<wire.SearchHit>;
export type SearchResult = CamelCaseKeys<wire.SearchResult>;
