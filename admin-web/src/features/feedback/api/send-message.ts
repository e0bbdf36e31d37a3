import type * as wire from '@punchcard/shared';
import { useMutation } from '@tanstack/react-query';

import { newIdempotencyKey } from '@/lib/idempotency-key';
import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';
import { retryDelay, shouldRetry } from '@/lib/query-client';

export type FeedbackRequest = CamelCaseKeys<wire.FeedbackRequest>;
export type SupportRequest = CamelCaseKeys<wire.SupportRequest>;
export type MessageReceipt = CamelCaseKeys<wire.MessageReceipt>;

/** A message with the key made when the person pressed Send: every retry carries the same one. */
interface Keyed<Request> {
  request: Request;
  key: string;
}

/**
 * Sending goes on through a lost answer (the network, a restart) with the usual back-off: the
 * API answers a retry with the same Idempotency-Key with the first receipt, so nothing is sent
 * twice. The form shows a refusal itself.
 */
function useSendMessage<Request>(path: string) {
  const mutation = useMutation({
    mutationFn: ({ request, key }: Keyed<Request>) =>
      apiClient.post<MessageReceipt>(path, request, { headers: { 'Idempotency-Key': key } }),
    retry: shouldRetry,
    retryDelay,
    meta: { presentErrors: false },
  });
  return {
    ...mutation,
    send: (request: Request, options?: { onSuccess?: (receipt: MessageReceipt) => void }) => {
      mutation.mutate({ request, key: newIdempotencyKey() }, options);
    },
  };
}

/** POST /v1/accounts/feedback */
export const useSendFeedback = () => useSendMessage<FeedbackRequest>('/v1/accounts/feedback');

/** POST /v1/accounts/support */
export const useSendSupportRequest = () => useSendMessage<SupportRequest>('/v1/accounts/support');
