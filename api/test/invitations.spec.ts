import { createHash } from 'node:crypto';
import { type Invitation, type Me } from '@punchcard/shared';
import { newWorkspace } from './support/factory.js';
import { sql } from './support/db.js';
import {
  mailBody,
  PASSWORD,
  signUp,
  startTestApp,
  type TestApp,
  uniqueEmail,
} from './support/test-app.js';
import {
  accept,
  invitationsTeam,
  invite,
  liveInvitations,
  members,
  tokenFor,
  DAY_MS,
} from './support/invitations.js';

describe('invitations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('POST /v1/accounts/invitations/workspace-members', () => {
    it('invites new and existing e-mails: trimmed, lower-cased, deduplicated, mailed in the caller language', async () => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const existing = await signUp(t);
      const fresh = uniqueEmail('new');
      const res = await owner.agent
        .post('/v1/accounts/invitations/workspace-members')
        .set('Accept-Language', 'ja-JP,ja;q=0.9')
        .send({
          role: 'manager',
          emails: [` ${fresh.toUpperCase()} `, fresh, existing.email.toUpperCase()],
        })
        .expect(201);
      const sent = res.body as Invitation[];
      const now = Math.floor(Date.now() / 1000);
      expect(sent).toEqual([
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
          email: fresh,
          role: 'Manager',
          kind: 'WORKSPACE_MEMBER',
          id_project: null,
          id_user: null,
          expires_at: expect.any(Number) as number,
          created_at: expect.any(Number) as number,
        },
        expect.objectContaining({ email: existing.email, id_user: existing.me.user.id }),
      ]);
      const first = sent[0];
      expect(first && first.expires_at - now).toBeGreaterThanOrEqual(7 * 86400 - 5);
      expect(first && first.expires_at - now).toBeLessThanOrEqual(7 * 86400 + 5);

      const mail = t.lastMail(fresh);
      expect(mail).toContain('Content-Language: ja');
      const body = mailBody(mail);
      expect(body).toContain('http://punchcard.test/ja/signup/member/invite?token=');
      expect(body).toContain('Bakery');
      expect(body).toContain('有効期限7日');

      // Only the token's SHA-256 is stored.
      const token = tokenFor(t, fresh);
      const rows = await sql<{ token_hash: string }>(
        t,
        `SELECT token_hash FROM invitations WHERE email = $1`,
        [fresh],
      );
      expect(rows).toEqual([
        { token_hash: createHash('sha256').update(token).digest('base64url') },
      ]);

      // The existing account is a PENDING member; the new e-mail is an invitation only.
      const list = await members(owner.agent, owner.workspaceId);
      expect(list.find((m) => m.id_user === existing.me.user.id)).toMatchObject({
        status: 'PENDING',
        role: 'Manager',
        is_default: false,
      });
      expect(list.map((m) => m.email)).not.toContain(fresh);
      const live = await liveInvitations(owner.agent);
      expect(live.map((i) => [i.email, i.id_user]).sort()).toEqual(
        [
          [fresh, null],
          [existing.email, existing.me.user.id],
        ].sort(),
      );
      // A pending member cannot use the workspace yet.
      await existing.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(404);
    });

    it('mails in English by default', async () => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const email = uniqueEmail();
      await invite(owner.agent, [email]).expect(201);
      const body = mailBody(t.lastMail(email));
      expect(body).toContain('http://punchcard.test/en/signup/member/invite?token=');
      expect(body).toContain('valid for 7 days');
    });

    it.each([
      ['no e-mail', { role: 'Member', emails: [] }],
      ['a bad e-mail', { role: 'Member', emails: ['not-an-email'] }],
      [
        '51 e-mails',
        { role: 'Member', emails: Array.from({ length: 51 }, (_, i) => `p${i}@x.io`) },
      ],
      ['an unknown role', { role: 'Boss', emails: ['a@x.io'] }],
      ['no role', { emails: ['a@x.io'] }],
    ])('refuses %s with 400 error.bad_request', async (_label, body) => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const res = await owner.agent
        .post('/v1/accounts/invitations/workspace-members')
        .send(body)
        .expect(400);
      expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
      expect(await liveInvitations(owner.agent)).toEqual([]);
    });

    it('takes 50 e-mails in one call', async () => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const emails = Array.from({ length: 50 }, () => uniqueEmail('bulk'));
      const res = await invite(owner.agent, emails).expect(201);
      expect((res.body as Invitation[]).map((i) => i.email)).toEqual(emails);
    });

    it('refuses an active or inactive member with 409 conflict_user and applies nothing of the call', async () => {
      const { owner, Member } = await invitationsTeam(t);
      const fresh = uniqueEmail();
      const res = await invite(owner.agent, [fresh, Member.email]).expect(409);
      expect(res.body).toMatchObject({ status_code: 409, error_key: 'conflict_user' });
      expect(await liveInvitations(owner.agent)).toEqual([]);
      expect(() => t.lastMail(fresh)).toThrow();

      await owner.agent.patch(`/v1/workspaces/members/${Member.me.user.id}/deactivate`).expect(200);
      await invite(owner.agent, [Member.email]).expect(409);
      await invite(owner.agent, [owner.email]).expect(409);
    });

    it('re-sends to a pending invitee: a new token, the old one revoked, the new role kept', async () => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const existing = await signUp(t);
      const fresh = uniqueEmail();
      await invite(owner.agent, [existing.email, fresh], 'Member').expect(201);
      const oldExisting = tokenFor(t, existing.email);
      const oldFresh = tokenFor(t, fresh);
      await invite(owner.agent, [existing.email, fresh], 'Manager').expect(201);
      expect(tokenFor(t, fresh)).not.toBe(oldFresh);
      const live = await liveInvitations(owner.agent);
      expect(live).toHaveLength(2);
      expect(live.every((i) => i.role === 'Manager')).toBe(true);

      await accept(t.agent(), { token: oldFresh, email: fresh, password: PASSWORD }).expect(404);
      await accept(existing.agent, { token: oldExisting }).expect(404);
      const me = (
        await accept(t.agent(), {
          token: tokenFor(t, fresh),
          email: fresh,
          password: PASSWORD,
        }).expect(201)
      ).body as Me;
      expect(me.memberships).toEqual([
        expect.objectContaining({ id_workspace: owner.workspaceId, role: 'Manager' }),
      ]);
      await accept(existing.agent, { token: tokenFor(t, existing.email) }).expect(201);
      const list = await members(owner.agent, owner.workspaceId);
      expect(list.filter((m) => m.role === 'Manager' && m.status === 'ACTIVE')).toHaveLength(2);
    });

    it('lets nobody invite a SuperOwner or above their own role', async () => {
      const { owner, Manager, Owner } = await invitationsTeam(t);
      for (const agent of [owner.agent, Owner.agent]) {
        const res = await invite(agent, [uniqueEmail()], 'SuperOwner').expect(403);
        expect(res.body).toMatchObject({ error_key: 'member_role_not_allowed' });
      }
      const res = await invite(Manager.agent, [uniqueEmail()], 'Owner').expect(403);
      expect(res.body).toMatchObject({ error_key: 'member_role_not_allowed' });
      await invite(Manager.agent, [uniqueEmail()], 'Manager').expect(201);
      await invite(Owner.agent, [uniqueEmail()], 'Owner').expect(201);
    });

    it('needs MANAGE_WORKSPACE_MEMBERS', async () => {
      const { Member, Guest } = await invitationsTeam(t);
      for (const person of [Member, Guest]) {
        const res = await invite(person.agent, [uniqueEmail()], 'Guest').expect(403);
        expect(res.body).toMatchObject({ error_key: 'error.forbidden' });
      }
    });

    it('gates roles by plan: only Member on FREE, no Guest on LITE', async () => {
      const free = await newWorkspace(t, { name: 'Bakery', plan: 'FREE' });
      for (const role of ['Manager', 'Guest', 'Owner']) {
        const res = await invite(free.agent, [uniqueEmail()], role).expect(403);
        expect(res.body).toMatchObject({ error_key: 'plan_feature_unavailable' });
      }
      await invite(free.agent, [uniqueEmail()], 'Member').expect(201);
      const lite = await newWorkspace(t, { name: 'Bakery', plan: 'LITE' });
      const res = await invite(lite.agent, [uniqueEmail()], 'Guest').expect(403);
      expect(res.body).toMatchObject({ error_key: 'plan_feature_unavailable' });
      await invite(lite.agent, [uniqueEmail()], 'Manager').expect(201);
      const basic = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      await invite(basic.agent, [uniqueEmail()], 'Guest').expect(201);
    });

    it('counts active and pending members and pending invitations against the FREE limit, all or nothing', async () => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'FREE' });
      const existing = await signUp(t);
      await invite(owner.agent, [existing.email, uniqueEmail(), uniqueEmail()]).expect(201);
      // 1 active + 1 pending member + 2 invitations = 4 of 5 seats.
      const refused = uniqueEmail('refused');
      const res = await invite(owner.agent, [refused, uniqueEmail()]).expect(403);
      expect(res.body).toMatchObject({ status_code: 403, error_key: 'add_member_forbidden' });
      expect(await liveInvitations(owner.agent)).toHaveLength(3);
      expect(() => t.lastMail(refused)).toThrow();
      // Re-sending to pending invitees takes no seat.
      await invite(owner.agent, [existing.email]).expect(201);
      const last = uniqueEmail();
      await invite(owner.agent, [last]).expect(201);
      await invite(owner.agent, [uniqueEmail()]).expect(403);
      // An expired invitation frees its seat.
      t.clock.advance(8 * DAY_MS);
      try {
        await invite(owner.agent, [uniqueEmail(), uniqueEmail()]).expect(201);
      } finally {
        t.clock.advance(-8 * DAY_MS);
      }
    });

    it('lets only one of two concurrent invitations take the last seat', async () => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'FREE' });
      await invite(owner.agent, [uniqueEmail(), uniqueEmail(), uniqueEmail()]).expect(201);
      const statuses = await Promise.all(
        [uniqueEmail(), uniqueEmail(), uniqueEmail()].map(
          async (email) => (await invite(owner.agent, [email])).status,
        ),
      );
      expect(statuses.sort()).toEqual([201, 403, 403]);
      const [seats] = await sql<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM invitations WHERE id_workspace = $1`,
        [owner.workspaceId],
      );
      expect(seats?.n).toBe(4);
    });
  });
});
