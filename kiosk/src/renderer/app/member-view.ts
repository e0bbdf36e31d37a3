import type { Identification } from '../../core/engine-types';
import type { MemberView } from '@/features/member/types/member-view';

/** The member's screen's data, whichever way the member was identified. */
export function memberView(identification: Identification, identifiedAt: number): MemberView {
  if (identification.mode === 'online') {
    const { member, work_status, today_worked_seconds, forgotten_clock_out } =
      identification.result;
    return {
      name: member.name,
      verifyLater: false,
      avatar: member.avatar,
      status: work_status,
      workedSeconds: today_worked_seconds,
      identifiedAt,
      forgottenSince: forgotten_clock_out?.start ?? null,
    };
  }
  return {
    name: identification.member?.name ?? null,
    verifyLater: identification.member === null,
    avatar: identification.member?.avatar ?? null,
    status: identification.work_status,
    workedSeconds: null,
    identifiedAt,
    // Only the server knows of a forgotten clock-out; offline, the clock-in goes as it is.
    forgottenSince: null,
  };
}
