import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { type SsoExchange, useSsoLink, useSsoSignIn } from '@/features/sso/api/sso-mutations';
import type { SsoLinks } from '@/features/sso/types';
import {
  clearPendingFlow,
  type PendingSsoFlow,
  readPendingFlow,
} from '@/features/sso/utils/pending-flow';
import { failureReasonOf, type SsoFailureReason } from '@/features/sso/utils/sso-redirect';
import { classifyReturn, type SsoReturnPage } from '@/features/sso/utils/sso-return';
import type { Me } from '@/lib/wire';

export type SsoReturn<Answer> =
  | { step: 'none' | 'cancelled' | 'unverified' }
  | { step: 'forward'; to: string }
  | { step: 'finishing' }
  | { step: 'failed'; flow: PendingSsoFlow; error: unknown; reason?: SsoFailureReason }
  | { step: 'done'; flow: PendingSsoFlow; answer: Answer };

interface ExchangeState<Answer> {
  mutate: (exchange: SsoExchange) => void;
  data?: Answer;
  error: unknown;
  isSuccess: boolean;
  isError: boolean;
}

function useSsoReturn<Answer>(
  page: SsoReturnPage,
  exchange: ExchangeState<Answer>,
): SsoReturn<Answer> {
  const [search] = useSearchParams();
  // Read once: the flow is forgotten as its code goes out, and the page must still know it.
  const [flow] = useState(readPendingFlow);
  const step = useMemo(() => classifyReturn(search, flow, page), [search, flow, page]);
  const { mutate } = exchange;
  const started = useRef(false);

  useEffect(() => {
    if (step.step === 'cancelled') clearPendingFlow();
    if (step.step !== 'exchange' || started.current) return;
    started.current = true;
    // A code works once: a reload of this page must not send it again.
    clearPendingFlow();
    mutate({ service: step.flow.service, request: step.request });
  }, [step, mutate]);

  if (step.step !== 'exchange') return step;
  if (exchange.isSuccess && exchange.data !== undefined) {
    return { step: 'done', flow: step.flow, answer: exchange.data };
  }
  if (exchange.isError) {
    const reason = failureReasonOf(exchange.error);
    return {
      step: 'failed',
      flow: step.flow,
      error: exchange.error,
      ...(reason === undefined ? {} : { reason }),
    };
  }
  return { step: 'finishing' };
}

/** /signing-in: finishes a sign-in or sign-up flow; the answer is the signed-in account. */
export function useSsoSignInReturn(): SsoReturn<Me> {
  return useSsoReturn('signing-in', useSsoSignIn());
}

/** /linking: finishes a link flow of the signed-in account; the answer is its sign-in methods. */
export function useSsoLinkReturn(): SsoReturn<SsoLinks> {
  return useSsoReturn('linking', useSsoLink());
}
