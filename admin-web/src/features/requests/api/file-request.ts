import type {
  FileActivityRequest,
  FileBreakRequest,
  FileWorkspaceTimeRequest,
  RequestKind,
} from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidateAfterRequestChange } from '@/features/requests/api/invalidate-requests';
import { requestRoutes } from '@/features/requests/utils/request-routes';
import { apiClient } from '@/lib/api-client';
import type { CamelCaseKeys } from '@/lib/case-keys';

/** What one filing sends, by kind (shared's wire shapes; the client snake_cases the keys). */
export type FileRequestVariables =
  | { kind: typeof RequestKind.Activity; body: CamelCaseKeys<FileActivityRequest> }
  | { kind: typeof RequestKind.WorkspaceTime; body: CamelCaseKeys<FileWorkspaceTimeRequest> }
  | { kind: typeof RequestKind.Break; body: CamelCaseKeys<FileBreakRequest> };

/** Only whether it worked matters: the lists are read again afterwards. */
export interface FiledRequest {
  id: string;
}

/** Files a request of the caller's own time. The dialog shows a refusal itself. */
export function useFileRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: FileRequestVariables) =>
      apiClient.post<FiledRequest>(requestRoutes.file[kind], body),
    onSuccess: () => {
      void invalidateAfterRequestChange(queryClient);
    },
    meta: { presentErrors: false },
  });
}
