import { useMutation, useQueryClient } from '@tanstack/react-query';

import { memberQueries } from '@/features/members/api/member-queries';
import type { KioskEnrolment, MemberBadge, MemberCard } from '@/features/members/types';
import { apiClient } from '@/lib/api-client';

// The credentials drawer shows each refusal in words beside the control that caused it, so the
// app-wide notice stays silent (presentErrors: false).
const silent = { presentErrors: false } as const;

const memberPath = (idUser: string) => `/v1/workspaces/members/${encodeURIComponent(idUser)}`;
const kioskPath = (idKiosk: string) => `/v1/kiosks/${encodeURIComponent(idKiosk)}`;

/** POST .../badge/rotate: the answer is the new badge, shown at once. */
export function useRotateBadge(idUser: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<MemberBadge>(`${memberPath(idUser)}/badge/rotate`),
    onSuccess: (badge) => {
      queryClient.setQueryData(memberQueries.badge(idUser).queryKey, badge);
    },
    meta: silent,
  });
}

function useInvalidateCards(idUser: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberQueries.cards(idUser).queryKey });
}

/** POST .../cards {uid}: binds a typed UID. */
export function useBindCard(idUser: string) {
  const invalidate = useInvalidateCards(idUser);
  return useMutation({
    mutationFn: (uid: string) => apiClient.post<MemberCard>(`${memberPath(idUser)}/cards`, { uid }),
    onSettled: invalidate,
    meta: silent,
  });
}

/** DELETE .../cards/{cardId}: punches made with it before now still count. */
export function useUnbindCard(idUser: string) {
  const invalidate = useInvalidateCards(idUser);
  return useMutation({
    mutationFn: (idCard: string) =>
      apiClient.delete<MemberCard>(`${memberPath(idUser)}/cards/${encodeURIComponent(idCard)}`),
    onSettled: invalidate,
    meta: silent,
  });
}

/** POST /v1/kiosks/{id}/enrolment: the kiosk's next unknown card within 60 s goes to `idUser`. */
export function useStartEnrolment(idUser: string) {
  return useMutation({
    mutationFn: (idKiosk: string) =>
      apiClient.post<KioskEnrolment>(`${kioskPath(idKiosk)}/enrolment`, { idUser }),
    meta: silent,
  });
}

/** DELETE /v1/kiosks/{id}/enrolment: the kiosk stops waiting. */
export function useCancelEnrolment() {
  return useMutation({
    mutationFn: (idKiosk: string) => apiClient.delete<undefined>(`${kioskPath(idKiosk)}/enrolment`),
    meta: silent,
  });
}
