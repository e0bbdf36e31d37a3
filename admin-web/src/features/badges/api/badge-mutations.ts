import { useMutation } from '@tanstack/react-query';

import { type BadgeFileKind, BADGE_FILES } from '@/features/badges/api/badge-files';
import { apiClient } from '@/lib/api-client';
import { downloadFile } from '@/lib/file-download';

// Refusals (a 429 among them) are told by the app's error presenter, in words.

/** Downloads the badge as a PNG image or a printable PDF, under a file name. */
export function useDownloadBadge() {
  return useMutation({
    mutationFn: (kind: BadgeFileKind) =>
      downloadFile(BADGE_FILES[kind].path, BADGE_FILES[kind].name),
  });
}

/** POST /v1/workspaces/members/me/badge/mail: the badge to the member's own address. */
export function useMailBadge() {
  return useMutation({
    mutationFn: () => apiClient.post<{ ok: boolean }>('/v1/workspaces/members/me/badge/mail'),
  });
}
