import type { SelfieRecord } from '@/features/kiosk-selfies/api/selfie-queries';
import type { SelfieView } from '@/features/kiosk-selfies/utils/selfie-text';

export interface MemberGroup {
  /** The member's id, or null for photos no punch has claimed yet. */
  idUser: string | null;
  name: string | null;
  views: SelfieView[];
}

/**
 * A day's selfies member by member, by name (photos no punch claimed yet last), each member's
 * in the order the API gives them: newest first.
 */
export function groupByMember(
  selfies: readonly SelfieRecord[],
  nameOf: (idUser: string) => string | null,
  viewOf: (selfie: SelfieRecord, name: string | null) => SelfieView,
): MemberGroup[] {
  const groups = new Map<string | null, MemberGroup>();
  for (const selfie of selfies) {
    const name = selfie.idUser === null ? null : nameOf(selfie.idUser);
    let group = groups.get(selfie.idUser);
    if (!group) {
      group = { idUser: selfie.idUser, name, views: [] };
      groups.set(selfie.idUser, group);
    }
    group.views.push(viewOf(selfie, name));
  }
  return [...groups.values()].sort((a, b) => {
    if (a.idUser === null || b.idUser === null) return a.idUser === null ? 1 : -1;
    return (a.name ?? '').localeCompare(b.name ?? '');
  });
}
