// The world a kiosk test starts from, made through the API as the web app would make it: an owner
// with a workspace whose kiosk settings the test chooses, a kiosk registered by that owner, and
// the reads a manager uses to check what the kiosk sent.
import { type APIRequestContext, expect } from '@playwright/test';
import type {
  KioskPairingCode,
  KioskPunchRecord,
  KioskSettings,
  Locale,
  SelfieRecord,
} from '@punchcard/shared';

/** Not guessable (no run, repeat or common PIN), so the shared PIN rule accepts it. */
export const MEMBER_PIN = '482913';

/** The name each language's workspace and member get: what the kiosk shows in its headings. */
export const NAMES: Record<Locale, { workspace: string; member: string }> = {
  en: { workspace: 'Difference Engines', member: 'Ada Lovelace' },
  ja: { workspace: '差分機関', member: '山田 花子' },
};

export interface Owner {
  /** The owner's own API calls (session cookie). */
  api: APIRequestContext;
  idUser: string;
  workspace: { id: string; name: string };
  /** How the kiosk names the owner, who is also the member punching. */
  memberName: string;
}

export interface WorldOptions {
  /** The owner's language (as signed up), which the kiosk takes as the workspace's default. */
  locale?: Locale;
  /** Kiosk switches to change from the defaults. */
  settings?: Partial<KioskSettings>;
  /** Set this PIN for the owner (a slow, deliberately costly hash on the server). */
  pin?: string;
}

/**
 * Makes the workspace of the owner signed in on `api` (signUpThroughApi, createWorkspaceThroughApi
 * of build/testing/e2e) a kiosk workspace: kiosks on with the chosen switches, the owner named as
 * the room should see them, and with a PIN when asked.
 */
export async function kioskOwner(
  api: APIRequestContext,
  workspace: { id: string; name: string },
  { locale = 'en', settings = {}, pin }: WorldOptions = {},
): Promise<Owner> {
  const patched = await api.patch('/v1/workspaces/kiosk-settings', {
    data: { is_kiosk_enabled: true, ...settings },
  });
  expect(patched.ok()).toBe(true);
  const named = await api.post('/v1/workspaces/nicknames', {
    data: { nickname: NAMES[locale].member },
  });
  expect(named.ok()).toBe(true);
  if (pin !== undefined) {
    expect((await api.put('/v1/accounts/me/pin', { data: { pin } })).ok()).toBe(true);
  }
  const me = (await (await api.get('/v1/accounts/me')).json()) as { user: { id: string } };
  return { api, idUser: me.user.id, workspace, memberName: NAMES[locale].member };
}

/** A kiosk registered by the owner, with its fresh pairing code. */
export async function registerKiosk(owner: Owner, name = 'Front door'): Promise<KioskPairingCode> {
  const registered = await owner.api.post('/v1/kiosks', { data: { name } });
  expect(registered.ok()).toBe(true);
  return (await registered.json()) as KioskPairingCode;
}

/** The owner's clock state, as the web clock reads it. */
export async function workStatus(owner: Owner): Promise<string> {
  const answer = await owner.api.get('/v1/workspaces/timestamps/status');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { work_status: string }).work_status;
}

/** Every punch the server recorded for a kiosk, oldest seq first. */
export async function kioskPunches(owner: Owner, idKiosk: string): Promise<KioskPunchRecord[]> {
  const answer = await owner.api.get(`/v1/kiosks/punches?id_kiosk=${idKiosk}&limit=200`);
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: KioskPunchRecord[] };
  return [...items].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** The owner's workspace times of the last day, with their breaks. */
export async function recentWorkspaceTimes(
  owner: Owner,
): Promise<
  { start: number; end: number | null; breaks: { start: number; end: number | null }[] }[]
> {
  const now = Math.floor(Date.now() / 1000);
  const answer = await owner.api.get(
    `/v1/workspaces/timestamps?start=${now - 86_400}&end=${now + 3_600}`,
  );
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as {
    start: number;
    end: number | null;
    breaks: { start: number; end: number | null }[];
  }[];
}

/** The kiosk selfies of the owner's workspace, newest first. */
export async function selfies(owner: Owner): Promise<SelfieRecord[]> {
  const answer = await owner.api.get('/v1/workspaces/selfies');
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as SelfieRecord[];
}

/** The owner's own badge token and the URL printed in its QR code. */
export async function ownBadge(owner: Owner): Promise<{ token: string; url: string }> {
  const answer = await owner.api.get('/v1/workspaces/members/me/badge');
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { token: string; url: string };
}
