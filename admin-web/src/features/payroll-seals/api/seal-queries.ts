import type { CreateSealBody, ReopenSealBody } from '@punchcard/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { Seal, SealVerification } from '@/features/payroll-seals/types';
import { apiClient } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload-image';

const PATH = '/v1/workspaces/reports/seals';
const sealPath = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

// Each dialog shows its refusal beside the choice that caused it.
const silent = { presentErrors: false } as const;

export const sealQueries = {
  all: () => ['payroll-seals'] as const,
  /** GET /v1/workspaces/reports/seals: every seal of the workspace, newest first. */
  list: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...sealQueries.all(), 'list', idWorkspace] as const,
      queryFn: ({ signal }) => apiClient.get<Seal[]>(PATH, { signal }),
      meta: silent,
    }),
};

function useInvalidateSeals() {
  const queryClient = useQueryClient();
  // A seal changes what time may change, not the report's numbers: only the list refreshes.
  return () => queryClient.invalidateQueries({ queryKey: sealQueries.all() });
}

/** POST /v1/workspaces/reports/seals: seals the week or month holding `date`. */
export function useCreateSeal() {
  const invalidate = useInvalidateSeals();
  return useMutation({
    mutationFn: (body: CreateSealBody) => apiClient.post<Seal>(PATH, body),
    onSuccess: invalidate,
    meta: silent,
  });
}

/** POST /v1/workspaces/reports/seals/{id}/reopen (owners): the period can change again. */
export function useReopenSeal() {
  const invalidate = useInvalidateSeals();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string } & ReopenSealBody) =>
      apiClient.post<Seal>(`${sealPath(id)}/reopen`, { reason }),
    onSuccess: invalidate,
    meta: silent,
  });
}

/** What to check against a seal: a downloaded file, else a digest pasted in. */
export type SealEvidence = { file: File } | { digest: string };

/**
 * Checks a CSV/XLSX download (POST .../verify, multipart `file`) or a digest (GET ...?digest=)
 * against the seal; the answer also says whether the stored time still matches.
 */
export function useVerifySeal() {
  return useMutation({
    mutationFn: ({ id, evidence }: { id: string; evidence: SealEvidence }) =>
      'file' in evidence
        ? uploadImage<SealVerification>(`${sealPath(id)}/verify`, evidence.file, 'POST')
        : apiClient.get<SealVerification>(sealPath(id), {
            query: { digest: evidence.digest.trim().toLowerCase() },
          }),
    meta: silent,
  });
}
