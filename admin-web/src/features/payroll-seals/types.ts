// The seal contracts as the app holds them (the client camelCases every key).
import type * as wire from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';

export type Seal = CamelCaseKeys<wire.Seal>;
export type SealVerification = CamelCaseKeys<wire.SealVerification>;
