// The members page's test data: the API's answers on the wire (snake_case).
import type { Kiosk, KioskEnrolment, Member, MemberBadge, MemberCard } from '@punchcard/shared';

export const ADA_ID = '1d2e3f40-0000-4000-8000-0000000000a1';
export const GRACE_ID = '1d2e3f40-0000-4000-8000-0000000000a2';
export const KIOSK_ID = '5a0c1d2e-0000-4000-8000-00000000f001';
export const CARD_ID = '7c0c1d2e-0000-4000-8000-0000000000c1';
export const NEW_CARD_ID = '7c0c1d2e-0000-4000-8000-0000000000c2';

export function wireMember(overrides: Partial<Member> = {}): Member {
  return {
    id_user: ADA_ID,
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    first_name: 'Ada',
    last_name: 'Lovelace',
    nickname: null,
    avatar: null,
    role: 'Owner',
    status: 'ACTIVE',
    is_default: true,
    joined_at: 1_700_000_000,
    deleted_at: null,
    work_status: 'NOT_WORKING',
    ...overrides,
  };
}

export const ada = wireMember();
export const grace = wireMember({
  id_user: GRACE_ID,
  email: 'grace@example.com',
  name: 'Amazing Grace',
  first_name: 'Grace',
  last_name: 'Hopper',
  nickname: 'Amazing Grace',
  role: 'Member',
});
export const invitedGuest = wireMember({
  id_user: '1d2e3f40-0000-4000-8000-0000000000a3',
  email: null,
  name: 'Guest 3',
  first_name: null,
  last_name: null,
  role: 'Guest',
  status: 'PENDING',
});
export const deletedMember = wireMember({
  id_user: '1d2e3f40-0000-4000-8000-0000000000a4',
  email: 'gone@example.com',
  name: 'Gone Member',
  role: 'Member',
  deleted_at: 1_700_100_000,
});

export const badgeV = (version: number): MemberBadge => ({
  token: `payload-${version}.signature`,
  url: `https://punchcard.example/qr-handler?b=payload-${version}.signature`,
  version,
  issued_at: 1_700_000_000 + version,
});

export const card = (id = CARD_ID, lastDigits = '6180'): MemberCard => ({
  id,
  last_digits: lastDigits,
  bound_at: 1_700_000_500,
});

export const frontDoor: Kiosk = {
  id: KIOSK_ID,
  name: 'Front door',
  status: 'active',
  online: true,
  last_seen_at: 1_700_000_000,
  app_version: '1.2.0',
  queued: 0,
  paired_at: 1_699_000_000,
};

export const enrolmentFor = (idUser: string, seconds = 60): KioskEnrolment => ({
  id_kiosk: KIOSK_ID,
  id_user: idUser,
  expires_at: Math.floor(Date.now() / 1000) + seconds,
});
