import type { SignupVerificationRequest, SignupVerificationResponse } from '@punchcard/shared';
import { useMutation } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

/**
 * POST /v1/accounts/emails/signup-verification: mails a 6-digit code; the answer's id goes back
 * with the code. The page explains a refusal itself (an existing account, too many attempts).
 */
export function useRequestSignupCode() {
  return useMutation({
    mutationFn: (request: SignupVerificationRequest) =>
      apiClient.post<SignupVerificationResponse>(
        '/v1/accounts/emails/signup-verification',
        request,
      ),
    meta: { presentErrors: false },
  });
}
