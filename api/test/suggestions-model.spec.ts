import { type ReportSuggestions, Role, TaskStatus, type TaskSuggestions } from '@punchcard/shared';
import { sql } from './support/db.js';
import {
  DAY,
  newProject,
  newTask,
  newTeam,
  newWorkspaceTime,
  nowSeconds,
  type Team,
} from './support/factory.js';
import { type OpenAiServer, startOpenAiServer } from './support/openai-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const TEAM = { member: Role.Member } as const;
const REPORT = '/v1/openai/report/suggestions';
// Long enough for a good answer to arrive on a busy CI machine; the late answer waits 10 times it.
const TIMEOUT_MS = 2_000;

const GOOD_REPORT = {
  intro_suggestion: 'You worked a steady week.',
  list_suggestions: [
    { number: 7, description: 'Take a longer lunch break.' },
    { number: 9, description: 'Record your activities as you go.' },
  ],
  outro_suggestion: 'Keep it up.',
};

let t: TestApp;
let model: OpenAiServer;
beforeAll(async () => {
  model = await startOpenAiServer();
  t = await startTestApp({
    OPENAI_BASE_URL: model.baseUrl,
    OPENAI_API_KEY: 'sk-test-key',
    OPENAI_MODEL: 'test-model',
    OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
    // The suggestion budget is under test here.
    THROTTLE_LIMIT_SCALE: '1',
  });
});
afterAll(async () => {
  await t.close();
  await model.close();
});

async function team(): Promise<Team<keyof typeof TEAM>> {
  const made = await newTeam(t, { members: TEAM });
  await sql(t, `UPDATE users SET first_name = 'Hanako', last_name = 'Yamada' WHERE id = $1`, [
    made.member.id,
  ]);
  return made;
}

function askReport(person: Team<keyof typeof TEAM>['member'], lang = 'English') {
  const now = nowSeconds(t);
  return person.agent
    .post(REPORT)
    .send({ id_user: person.id, start_date: now - 7 * DAY, end_date: now, lang })
    .expect(200);
}

describe('suggestions from a configured OpenAI-compatible model', () => {
  it('sends the report numbers (no personal data) and passes a valid answer through', async () => {
    const { workspaceId: ws, member, superOwner } = await team();
    const project = await newProject(t, ws, superOwner.id, 'Orion');
    await newWorkspaceTime(t, ws, member.id, { ago: 2 * DAY }, { ago: 2 * DAY - 8 * 3600 }, {});
    await newTask(t, ws, superOwner.id, project, { name: 'Unseen' });
    model.reply({ content: JSON.stringify(GOOD_REPORT) });
    const before = model.calls.length;
    const res = await askReport(member, 'Japanese');
    expect(res.body).toEqual({
      intro_suggestion: 'You worked a steady week.',
      list_suggestions: [
        { number: 1, description: 'Take a longer lunch break.' },
        { number: 2, description: 'Record your activities as you go.' },
      ],
      outro_suggestion: 'Keep it up.',
      is_error: false,
      source: 'model',
    });
    const call = model.calls[before];
    expect(call?.path).toBe('/v1/chat/completions');
    expect(call?.authorization).toBe('Bearer sk-test-key');
    expect(call?.body.model).toBe('test-model');
    const prompt = JSON.stringify(call?.body.messages);
    expect(prompt).toContain('Write in Japanese');
    expect(prompt).toContain('\\"clocked_in_hours\\":8');
    for (const secret of [member.id, member.email, 'Hanako', 'Yamada', ws]) {
      expect(prompt).not.toContain(secret);
    }
  });

  it('reads an answer inside a markdown code fence', async () => {
    const { member } = await team();
    model.reply({ content: '```json\n' + JSON.stringify(GOOD_REPORT) + '\n```' });
    const res = await askReport(member);
    expect(res.body).toMatchObject({ is_error: false, source: 'model' });
  });

  it.each([
    ['garbage text', { content: 'Sure! Here are some ideas: work less.' }],
    ['a wrong shape', { content: JSON.stringify({ ...GOOD_REPORT, list_suggestions: 'none' }) }],
    ['an empty list', { content: JSON.stringify({ ...GOOD_REPORT, list_suggestions: [] }) }],
    ['a server error', { status: 500 }],
    ['a body that is not a completion', { raw: '{"unexpected": true}' }],
    [
      'a valid answer slower than the timeout',
      { content: JSON.stringify(GOOD_REPORT), delayMs: TIMEOUT_MS * 10 },
    ],
  ])('answers the placeholder with is_error for %s', async (_, reply) => {
    const { member } = await team();
    model.reply(reply);
    const started = Date.now();
    const res = await askReport(member);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 5);
    expect(res.body as ReportSuggestions).toEqual({
      intro_suggestion: 'Suggestions are not available right now.',
      list_suggestions: [],
      outro_suggestion: 'Please try again in a moment.',
      is_error: true,
      source: 'model',
    });
  });

  it('defaults a missing task status to TODO and refuses an unknown priority', async () => {
    const { workspaceId: ws, member, superOwner } = await team();
    const id = await newTask(t, ws, superOwner.id, null, { name: 'Quarterly review' });
    await sql(t, 'INSERT INTO task_assignees (id_task, id_user) VALUES ($1, $2)', [id, member.id]);
    const path = `/v1/openai/workspaces/${ws}/users/${member.id}/lang/en`;
    model.reply({
      content: JSON.stringify({
        tasks: [
          { description: 'Draft the review outline', priority: 'HIGH' },
          { description: 'Book a room', priority: 1, status: 'in_progress' },
        ],
        reminder: 'One task is open.',
      }),
    });
    const before = model.calls.length;
    const res = await member.agent.get(path).expect(200);
    expect(res.body as TaskSuggestions).toEqual({
      tasks: [
        { description: 'Draft the review outline', priority: 3, status: TaskStatus.Todo },
        { description: 'Book a room', priority: 1, status: TaskStatus.InProgress },
      ],
      reminder: 'One task is open.',
      is_error: false,
      source: 'model',
    });
    expect(JSON.stringify(model.calls[before]?.body.messages)).toContain('Quarterly review');
    model.reply({
      content: JSON.stringify({ tasks: [{ description: 'x', priority: 'URGENT' }], reminder: '' }),
    });
    const refused = await member.agent.get(path).expect(200);
    expect(refused.body).toMatchObject({ tasks: [], is_error: true, source: 'model' });
  });

  it('limits each account to 30 model calls an hour', async () => {
    const { member } = await team();
    model.reply({ content: JSON.stringify(GOOD_REPORT) });
    const now = nowSeconds(t);
    const body = { id_user: member.id, start_date: now - DAY, end_date: now, lang: 'English' };
    for (let call = 0; call < 30; call += 1) {
      await member.agent.post(REPORT).send(body).expect(200);
    }
    const limited = await member.agent.post(REPORT).send(body);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
