import type { MessageReceipt } from '@punchcard/shared';

import { wireMe, wireWorkspace } from '@/testing/wire-fixtures';

/** Ada, signed in and active in Acme Bakery. */
export const me = wireMe(wireWorkspace());

export const RECEIPT_ID = '0c9a3f1e-5b7d-4e2a-9c1b-8f6e4d2a1b3c';

/** The API's 201 answer to a message, told where it went. */
export function receipt(routedTo: MessageReceipt['routed_to']): MessageReceipt {
  return { id: RECEIPT_ID, created_at: 1_700_000_000, routed_to: routedTo };
}
