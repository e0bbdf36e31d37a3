import { ErrorKey, type SlackLink, type SlackLinkPreview } from '@punchcard/shared';
import { sql } from './support/db.js';
import { newMember, newWorkspace, type Owner, type SignedUpPerson } from './support/factory.js';
import { connectSlack, punch, type SlackRig, startSlackRig, textOf } from './slack-support.js';

/** The token of the link an answer carries. */
function tokenOf(text: string): string {
  const url = /(http\S+)/.exec(text)?.[1] ?? '';
  expect(url.startsWith('http://punchcard.test/slack/link?token=')).toBe(true);
  return new URL(url).searchParams.get('token') ?? '';
}

describe('Slack users no e-mail matched: the one-time link', () => {
  let rig: SlackRig;
  let owner: Owner;
  let member: SignedUpPerson;

  beforeAll(async () => {
    rig = await startSlackRig();
    owner = await newWorkspace(rig.t, { plan: 'LITE' });
    member = await newMember(rig.t, owner.workspaceId, 'Member', { via: 'sign-up' });
    rig.slack.setUsers([
      // A Slack e-mail that is not the member's, one Slack has not confirmed, and none at all.
      { id: 'U0OTHER', name: 'Dana Slack', email: 'dana@elsewhere.test' },
      { id: 'U0UNCONF', name: 'unconfirmed', email: member.email, emailConfirmed: false },
      { id: 'U0NOMAIL', name: 'nomail', locale: 'ja-JP' },
    ]);
    await connectSlack(rig, owner);
  });
  afterAll(() => rig.close());

  it('sends a link, and confirming it maps the Slack user to the member', async () => {
    const text = textOf(await punch(rig, 'U0OTHER', 'in', { userName: 'dana' }));
    expect(text).toMatch(/^I don't know you in Punchcard yet\. Open this link within 30 minutes/);
    const token = tokenOf(text);
    const [stored] = await sql<{ n: string }>(
      rig.t,
      'SELECT count(*) AS n FROM slack_link_tokens WHERE token_hash = $1',
      [token],
    );
    expect(stored?.n).toBe('0');

    const preview = await member.agent.get(`/v1/accounts/me/slack-links/${token}`).expect(200);
    expect(preview.body).toEqual({
      team_name: 'Punch Crew',
      slack_user_name: 'dana',
      expires_at: expect.any(Number) as number,
    } satisfies Record<keyof SlackLinkPreview, unknown>);
    const linked = await member.agent.post('/v1/accounts/me/slack-links').send({ token });
    expect(linked.status).toBe(201);
    expect(linked.body).toMatchObject({ team_name: 'Punch Crew', slack_user_name: 'dana' });
    expect((linked.body as SlackLink).linked_at).toEqual(expect.any(Number));

    expect(textOf(await punch(rig, 'U0OTHER', 'in'))).toMatch(/Clocked in at/);
    const status = await member.agent.get('/v1/workspaces/timestamps/status').expect(200);
    expect(status.body).toMatchObject({ workspace_time: { id_user: member.id } });
    await punch(rig, 'U0OTHER', 'out');

    // Used once.
    const again = await member.agent.post('/v1/accounts/me/slack-links').send({ token });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error_key: ErrorKey.SlackLinkInvalid });
    await member.agent.get(`/v1/accounts/me/slack-links/${token}`).expect(404);
  });

  it('never trusts an unconfirmed e-mail, and answers the link in Slack’s language', async () => {
    const unconfirmed = textOf(await punch(rig, 'U0UNCONF', 'in'));
    expect(unconfirmed).toMatch(/^I don't know you in Punchcard yet/);
    rig.slack.down = true;
    try {
      expect(textOf(await punch(rig, 'U0NOMAIL', 'in'))).toBe(
        'Slack could not be reached just now. Please try again in a moment.',
      );
    } finally {
      rig.slack.down = false;
    }
    const ja = textOf(await punch(rig, 'U0NOMAIL', 'in'));
    expect(ja).toMatch(/^Punchcard のアカウントがまだ分かりません。/);
    const status = await member.agent.get('/v1/workspaces/timestamps/status').expect(200);
    expect(status.body).toMatchObject({ workspace_time: null });
  });

  it('refuses a non-member (the link stays usable), an expired link and a malformed one', async () => {
    const token = tokenOf(textOf(await punch(rig, 'U0NOMAIL', 'status')));
    const stranger = await newWorkspace(rig.t);
    const refused = await stranger.agent.post('/v1/accounts/me/slack-links').send({ token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error_key: ErrorKey.Forbidden });
    await member.agent.get(`/v1/accounts/me/slack-links/${token}`).expect(200);

    rig.t.clock.advance(31 * 60 * 1000);
    try {
      const expired = await member.agent.post('/v1/accounts/me/slack-links').send({ token });
      expect(expired.status).toBe(404);
      expect(expired.body).toMatchObject({ error_key: ErrorKey.SlackLinkInvalid });
    } finally {
      rig.t.clock.advance(-31 * 60 * 1000);
    }
    await member.agent.get('/v1/accounts/me/slack-links/not-a-token').expect(404);
    await member.agent.post('/v1/accounts/me/slack-links').send({}).expect(400);
    await rig.t.agent().get(`/v1/accounts/me/slack-links/${token}`).expect(401);
  });
});
