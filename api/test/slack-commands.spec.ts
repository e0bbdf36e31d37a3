import { type ClockStatus, ErrorKey } from '@punchcard/shared';
import { newTriggerId } from '../../build/testing/stand-ins/slack-commands.js';
import { setPlan, sql } from './support/db.js';
import { newMember, newWorkspace, type Owner, type Person } from './support/factory.js';
import { connectSlack, punch, type SlackRig, startSlackRig, textOf } from './slack-support.js';

describe('Slack slash commands', () => {
  let rig: SlackRig;
  let owner: Owner;
  let alice: Person;
  let hana: Person;

  beforeAll(async () => {
    rig = await startSlackRig();
    owner = await newWorkspace(rig.t, { plan: 'LITE' });
    await sql(rig.t, `UPDATE workspaces SET time_zone = 'Asia/Tokyo' WHERE id = $1`, [
      owner.workspaceId,
    ]);
    alice = await newMember(rig.t, owner.workspaceId, 'Member', { firstName: 'Alice' });
    hana = await newMember(rig.t, owner.workspaceId, 'Member', { firstName: 'Hana', locale: 'ja' });
    rig.slack.setUsers([
      { id: 'U0ALICE', name: 'alice', email: alice.email.toUpperCase() },
      { id: 'U0HANA', name: 'hana', email: hana.email, locale: 'ja-JP' },
      { id: 'U0OWNER', name: 'owner', email: owner.email },
    ]);
    await connectSlack(rig, owner);
  });
  afterAll(() => rig.close());

  async function clockOf(person: Person): Promise<ClockStatus> {
    const res = await person.agent.get('/v1/workspaces/timestamps/status').expect(200);
    return res.body as ClockStatus;
  }

  it('clocks a member in by their confirmed e-mail, and the web clock shows it', async () => {
    const answer = textOf(await punch(rig, 'U0ALICE', 'in'));
    expect(answer).toMatch(/^:white_check_mark: Clocked in at \d\d:\d\d\.$/);
    const status = await clockOf(alice);
    expect(status.workspace_time).toMatchObject({
      id_user: alice.id,
      end: null,
      started_by: alice.id,
    });
    expect(status.workspace_time?.metadata_in.user_agent).toBe(
      `slack:${rig.slack.team.id} Punch Crew`,
    );
    const [link] = await sql<{ linked_by: string }>(
      rig.t,
      `SELECT linked_by FROM slack_user_links WHERE slack_user_id = 'U0ALICE'`,
    );
    expect(link?.linked_by).toBe('email');

    expect(textOf(await punch(rig, 'U0ALICE', 'in'))).toBe('You are already clocked in.');
    expect(textOf(await punch(rig, 'U0ALICE', 'break'))).toMatch(/^:coffee: Break started at/);
    expect(textOf(await punch(rig, 'U0ALICE', 'status'))).toMatch(
      /^You are clocked in since \d\d:\d\d, on a break since \d\d:\d\d\.$/,
    );
    expect((await clockOf(alice)).break).not.toBeNull();
    expect(textOf(await punch(rig, 'U0ALICE', 'break'))).toBe(
      'You are not clocked in, or already on a break.',
    );
    expect(textOf(await punch(rig, 'U0ALICE', 'BACK'))).toMatch(/Back from your break at/);
    expect(textOf(await punch(rig, 'U0ALICE', 'back'))).toBe('You are not on a break.');
    expect(textOf(await punch(rig, 'U0ALICE', '  out  '))).toMatch(/^:wave: Clocked out at/);
    expect((await clockOf(alice)).workspace_time).toBeNull();
    expect(textOf(await punch(rig, 'U0ALICE', 'out'))).toBe('You are not clocked in.');
    expect(textOf(await punch(rig, 'U0ALICE', 'status'))).toBe('You are not clocked in.');
    expect(textOf(await punch(rig, 'U0ALICE', 'dance'))).toContain('`/punch in`');
  });

  it('answers in the member’s language, times in the workspace’s time zone', async () => {
    const tokyo = () =>
      new Intl.DateTimeFormat('ja', {
        timeZone: 'Asia/Tokyo',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(rig.t.clock.now());
    const before = tokyo();
    const answer = textOf(await punch(rig, 'U0HANA', 'in'));
    // The minute may turn during the call.
    expect(
      [before, tokyo()].map((time) => `:white_check_mark: ${time} に出勤しました。`),
    ).toContain(answer);
    expect(textOf(await punch(rig, 'U0HANA', 'in'))).toBe('すでに出勤しています。');
    await punch(rig, 'U0HANA', 'out');
  });

  it('lists who is clocked in to those who may see the live board', async () => {
    await punch(rig, 'U0ALICE', 'in');
    await punch(rig, 'U0ALICE', 'break');
    expect(textOf(await punch(rig, 'U0ALICE', 'who'))).toBe(
      'Sorry, you are not allowed to see that.',
    );
    expect(textOf(await punch(rig, 'U0OWNER', 'who'))).toBe(
      'Clocked in now:\n• Alice (on a break)',
    );
    await punch(rig, 'U0ALICE', 'out');
    expect(textOf(await punch(rig, 'U0OWNER', 'who'))).toBe('Nobody is clocked in right now.');
  });

  it('refuses a bad signature and a stale timestamp with 401, clocking nothing', async () => {
    const forged = await punch(rig, 'U0ALICE', 'in', { signingSecret: 'not-the-secret' });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ error_key: ErrorKey.SlackSignatureInvalid });
    const stale = await punch(rig, 'U0ALICE', 'in', {
      timestamp: Math.floor(rig.t.clock.now().getTime() / 1000) - 6 * 60,
    });
    expect(stale.status).toBe(401);
    expect(stale.body).toMatchObject({ error_key: ErrorKey.SlackSignatureInvalid });
    const unsigned = await fetch(`${rig.url}/v1/slack/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ team_id: rig.slack.team.id, user_id: 'U0ALICE', text: 'in' }),
    });
    expect(unsigned.status).toBe(401);
    expect((await clockOf(alice)).workspace_time).toBeNull();
  });

  it('clocks once for a retried delivery, even when the retries race', async () => {
    const since = rig.t.clock.now();
    const triggerId = newTriggerId();
    const first = textOf(await punch(rig, 'U0ALICE', 'in', { triggerId }));
    const retried = await punch(rig, 'U0ALICE', 'in', { triggerId, retryNum: 1 });
    expect(textOf(retried)).toBe(first);
    const racing = newTriggerId();
    await punch(rig, 'U0ALICE', 'out');
    const answers = await Promise.all(
      [0, 1, 2, 3].map((retryNum) =>
        punch(rig, 'U0ALICE', 'in', { triggerId: racing, retryNum: retryNum || undefined }),
      ),
    );
    const texts = new Set(answers.map(textOf));
    expect(texts.size).toBe(1);
    expect([...texts][0]).toMatch(/Clocked in at/);
    const [count] = await sql<{ n: string }>(
      rig.t,
      `SELECT count(*) AS n FROM workspace_times WHERE id_user = $1 AND start_at >= $2`,
      [alice.id, since],
    );
    expect(count?.n).toBe('2');
    await punch(rig, 'U0ALICE', 'out');
  });

  it('refuses politely when Slack clocking is off or the plan lacks integrations', async () => {
    await owner.agent.patch('/v1/workspaces/slack/clock').send({ is_clock_on: false }).expect(200);
    expect(textOf(await punch(rig, 'U0ALICE', 'in'))).toBe(
      'Clocking from Slack is turned off for this workspace. Please use Punchcard.',
    );
    expect(textOf(await punch(rig, 'U0HANA', 'in'))).toBe(
      'このワークスペースでは Slack からの打刻が無効になっています。Punchcard をご利用ください。',
    );
    await owner.agent.patch('/v1/workspaces/slack/clock').send({ is_clock_on: true }).expect(200);
    await setPlan(rig.t, owner.workspaceId, 'FREE');
    try {
      expect(textOf(await punch(rig, 'U0ALICE', 'in'))).toBe(
        "This workspace's Punchcard plan does not include integrations. Please use Punchcard.",
      );
    } finally {
      await setPlan(rig.t, owner.workspaceId, 'LITE');
    }
    expect((await clockOf(alice)).workspace_time).toBeNull();
  });

  it('tells a team that is not connected so', async () => {
    const answer = await punch(rig, 'U0ALICE', 'in', { teamId: 'T0NOBODY' });
    expect(textOf(answer)).toBe('This Slack workspace is not connected to Punchcard.');
  });

  it('answers late through response_url when Slack is slow to say who someone is', async () => {
    const late = await newMember(rig.t, owner.workspaceId, 'Member', { firstName: 'Late' });
    const slowOne = await newMember(rig.t, owner.workspaceId, 'Member', { firstName: 'Slow' });
    rig.slack.setUsers([
      { id: 'U0LATE', name: 'late', email: late.email },
      { id: 'U0SLOW', name: 'slow', email: slowOne.email },
    ]);
    rig.slack.usersInfoDelayMs = 1_900;
    try {
      const target = rig.slack.newResponseUrl();
      // Within Slack's three seconds: answered directly.
      const answer = await punch(rig, 'U0LATE', 'in', { responseUrl: target.url });
      expect(textOf(answer)).toMatch(/Clocked in at/);
      expect(rig.slack.postedTo(target.id)).toEqual([]);
      rig.slack.usersInfoDelayMs = 3_000;
      const slow = rig.slack.newResponseUrl();
      const acknowledged = await punch(rig, 'U0SLOW', 'in', { responseUrl: slow.url });
      expect(acknowledged).toEqual({ status: 200, body: {} });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(rig.slack.postedTo(slow.id)).toEqual([
        {
          response_type: 'ephemeral',
          text: expect.stringMatching(/Clocked in at/) as string,
        },
      ]);
      expect((await clockOf(slowOne)).workspace_time).not.toBeNull();
    } finally {
      rig.slack.usersInfoDelayMs = 0;
    }
  });
});

describe('Slack slash command throttle', () => {
  it('takes 300 commands a minute per Slack team, counted apart from other teams', async () => {
    const rig = await startSlackRig({ THROTTLE_LIMIT_SCALE: '1' });
    try {
      // Unsigned: refused (401) but still counted, so a flood never reaches the database.
      const send = (teamId: string) =>
        fetch(`${rig.url}/v1/slack/commands`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ team_id: teamId, user_id: 'U0FLOOD', text: 'in' }),
        }).then((res) => res.status);
      for (let batch = 0; batch < 6; batch += 1) {
        const statuses = await Promise.all(Array.from({ length: 50 }, () => send('T0FLOOD')));
        expect(new Set(statuses)).toEqual(new Set([401]));
      }
      expect(await send('T0FLOOD')).toBe(429);
      expect(await send('T0CALM')).toBe(401);
    } finally {
      await rig.close();
    }
  });
});
