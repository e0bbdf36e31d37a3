// The printable badge sheet: a PDF of every member's badge, or of the members on screen.
import { useMutation } from '@tanstack/react-query';

import { downloadFile } from '@/lib/file-download';

export const BADGE_SHEET_PATH = '/v1/workspaces/members/badges/pdf';

/** The sheet's address: every member's badge, or only `ids` (the members on screen). */
export function badgeSheetUrl(ids?: readonly string[]): string {
  if (ids === undefined) return BADGE_SHEET_PATH;
  return `${BADGE_SHEET_PATH}?${new URLSearchParams({ ids: ids.join(',') }).toString()}`;
}

/** Fetches the sheet and hands it to the browser as a download named `badges.pdf`. */
export function downloadBadgeSheet(ids?: readonly string[]): Promise<void> {
  return downloadFile(badgeSheetUrl(ids), 'badges.pdf');
}

export function useDownloadBadgeSheet() {
  return useMutation({ mutationFn: downloadBadgeSheet, meta: { presentErrors: false } });
}
