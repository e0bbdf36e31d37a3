import { queryOptions } from '@tanstack/react-query';

import type { MemberBadge, MemberCard } from '@/features/members/types';
import { apiClient } from '@/lib/api-client';
import type { Invitation, Kiosk, Member } from '@/lib/wire';

const memberPath = (idUser: string) => `/v1/workspaces/members/${encodeURIComponent(idUser)}`;

/** The members page's reads; every list is keyed by workspace so a switch never shows stale rows. */
export const memberQueries = {
  all: () => ['members'] as const,
  /**
   * GET /v1/workspaces/{id}/members: the whole list (the API has no paging); soft-deleted members
   * too for those who may manage members, so the status filter can show them.
   */
  list: (idWorkspace: string, includeDeleted: boolean) =>
    queryOptions({
      queryKey: [...memberQueries.all(), 'list', idWorkspace, { includeDeleted }] as const,
      queryFn: ({ signal }) =>
        apiClient.get<Member[]>(`/v1/workspaces/${encodeURIComponent(idWorkspace)}/members`, {
          signal,
          query: includeDeleted ? { include_deleted: true } : undefined,
        }),
      // Work statuses stay live through the app's default polling (query-client.ts, every 10 s).
      // The page shows its own failure with a retry button.
      meta: { presentErrors: false },
    }),
  /** GET /v1/accounts/invitations: the active workspace's live invitations, newest first. */
  invitations: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...memberQueries.all(), 'invitations', idWorkspace] as const,
      queryFn: ({ signal }) => apiClient.get<Invitation[]>('/v1/accounts/invitations', { signal }),
      meta: { presentErrors: false },
    }),
  /** A member's QR badge (issued on first read). */
  badge: (idUser: string) =>
    queryOptions({
      queryKey: [...memberQueries.all(), 'badge', idUser] as const,
      queryFn: ({ signal }) =>
        apiClient.get<MemberBadge>(`${memberPath(idUser)}/badge`, { signal }),
      meta: { presentErrors: false },
    }),
  /** A member's NFC cards, last digits only; polled faster while a kiosk waits for a tap. */
  cards: (idUser: string, polling = false) =>
    queryOptions({
      queryKey: [...memberQueries.all(), 'cards', idUser] as const,
      queryFn: ({ signal }) =>
        apiClient.get<MemberCard[]>(`${memberPath(idUser)}/cards`, { signal }),
      // Otherwise the app's usual 10 s (an undefined here would switch polling off).
      ...(polling ? { refetchInterval: 2_000 } : {}),
      meta: { presentErrors: false },
    }),
  /** The workspace's kiosks, to pick one for card enrolment. */
  kiosks: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...memberQueries.all(), 'kiosks', idWorkspace] as const,
      queryFn: ({ signal }) => apiClient.get<Kiosk[]>('/v1/kiosks', { signal }),
      meta: { presentErrors: false },
    }),
};
