// What the workspace's plan holds back on this page, and the plan that would offer it
// (projects-billing-spec section 6). Without billing (`none`) nothing is held back.
import { REQUIRED_FIELD_SETTINGS } from '@punchcard/shared';

import type { TimestampSettings } from '@/lib/wire';

const camel = (key: string): string =>
  key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The required-field settings that need the required-fields feature (the task one does not). */
const planGatedFlags: ReadonlySet<string> = new Set(REQUIRED_FIELD_SETTINGS.map(camel));

export const isPlanGatedFlag = (flag: keyof TimestampSettings): boolean => planGatedFlags.has(flag);
