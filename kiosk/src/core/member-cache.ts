// The members this kiosk has seen, so a badge or card identified offline still shows a name and
// the right buttons. Filled by online identifications and kept current by the kiosk's own punches
// (which is what the journal adds to the last status the server told).
import {
  type KioskIdentifyResponse,
  PunchAction,
  type UnixSeconds,
  WorkStatus,
} from '@punchcard/shared';
import type { OfflineMember } from './engine-types.js';
import type { CachedMember, DeviceStore } from './storage-types.js';

/** Where a member stands after a punch. */
export function statusAfter(action: PunchAction): WorkStatus {
  switch (action) {
    case PunchAction.ClockIn:
    case PunchAction.BreakEnd:
      return WorkStatus.Working;
    case PunchAction.BreakStart:
      return WorkStatus.Break;
    case PunchAction.ClockOut:
      return WorkStatus.NotWorking;
  }
}

export class MemberCache {
  private members: Record<string, CachedMember> = {};

  constructor(private readonly store: DeviceStore) {}

  async load(): Promise<void> {
    this.members = (await this.store.get('members')) ?? {};
  }

  get(idUser: string): CachedMember | null {
    return this.members[idUser] ?? null;
  }

  /** The member as offline identification shows them; a stranger has only an id. */
  offlineMember(idUser: string): OfflineMember {
    const known = this.get(idUser);
    return { id_user: idUser, name: known?.name ?? null, avatar: known?.avatar ?? null };
  }

  identified(response: KioskIdentifyResponse, at: UnixSeconds): Promise<void> {
    const { id_user, name, avatar } = response.member;
    return this.put({ id_user, name, avatar, work_status: response.work_status, known_at: at });
  }

  /** A punch journalled for a known member moves their status (unless the server told later). */
  async punched(idUser: string, action: PunchAction, at: UnixSeconds): Promise<void> {
    const known = this.get(idUser);
    if (!known || known.known_at > at) return;
    await this.put({ ...known, work_status: statusAfter(action), known_at: at });
  }

  async clear(): Promise<void> {
    this.members = {};
    await this.store.delete('members');
  }

  private async put(member: CachedMember): Promise<void> {
    this.members = { ...this.members, [member.id_user]: member };
    await this.store.set('members', this.members);
  }
}
