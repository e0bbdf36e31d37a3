import {
  type ReportSuggestions,
  Role,
  TaskPriority,
  TaskStatus,
  type TaskSuggestions,
} from '@punchcard/shared';
import { sql } from './support/db.js';
import { errorKey } from './support/errors.js';
import {
  DAY,
  newActivity,
  newBreak,
  newProject,
  newRequest,
  newTask,
  newTeam,
  newWorkspace,
  newWorkspaceTime,
  nowSeconds,
  type Team,
} from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Unix seconds of an ISO local time with its offset. */
const at = (iso: string) => Date.parse(iso) / 1000;

const TEAM = { manager: Role.Manager, member: Role.Member, other: Role.Member } as const;
const REPORT = '/v1/openai/report/suggestions';
/** The Tokyo week the fixtures fill: Mon 2025-03-03 to Mon 03-10. */
const WEEK = { start_date: at('2025-03-03T00:00+09:00'), end_date: at('2025-03-10T00:00+09:00') };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function team(): Promise<Team<keyof typeof TEAM>> {
  const made = await newTeam(t, { members: TEAM, concurrently: true });
  await sql(t, `UPDATE workspaces SET time_zone = 'Asia/Tokyo' WHERE id = $1`, [made.workspaceId]);
  return made;
}

/**
 * Three long days on the default 09:00-18:00 schedule: 08:00-21:00 with a 15 min break (an hour
 * early, three hours late, 3.75 h of overtime a day), one hour of activity on a single project,
 * and a draft request.
 */
async function longWeek(ws: string, idUser: string, createdBy: string): Promise<void> {
  const project = await newProject(t, ws, createdBy, 'Apollo');
  for (const day of ['03', '04', '05']) {
    const time = await newWorkspaceTime(
      t,
      ws,
      idUser,
      at(`2025-03-${day}T08:00+09:00`),
      at(`2025-03-${day}T21:00+09:00`),
    );
    await newBreak(t, time, at(`2025-03-${day}T12:00+09:00`), at(`2025-03-${day}T12:15+09:00`));
    await newActivity(
      t,
      ws,
      idUser,
      at(`2025-03-${day}T09:00+09:00`),
      at(`2025-03-${day}T10:00+09:00`),
      {
        id_project: project,
      },
    );
  }
  await newRequest(t, {
    idWorkspace: ws,
    idUser,
    kind: 'workspace_time',
    status: 'draft',
    start: new Date(at('2025-03-06T09:00+09:00') * 1000),
  });
}

describe('POST /v1/openai/report/suggestions, built-in generator', () => {
  it('writes deterministic English suggestions from the report numbers', async () => {
    const { workspaceId: ws, member, superOwner } = await team();
    await longWeek(ws, member.id, superOwner.id);
    const body = { id_user: member.id, ...WEEK, lang: 'English' };
    const res = await member.agent.post(REPORT).send(body).expect(200);
    const answer = res.body as ReportSuggestions;
    expect(answer).toMatchObject({ is_error: false, source: 'built_in' });
    expect(answer.intro_suggestion).toBe(
      'From Mar 3, 2025 to Mar 9, 2025 you were clocked in for 39:00 on 3 days.',
    );
    const list = answer.list_suggestions.map((item) => item.description);
    expect(answer.list_suggestions.map((item) => item.number)).toEqual([1, 2, 3, 4, 5]);
    expect(list[0]).toContain('11:15 beyond your schedule, about 3:45 a day');
    expect(list[1]).toContain('breaks averaged 15 min');
    expect(list[2]).toContain('180 min after your scheduled end');
    expect(list[3]).toContain('60 min before your scheduled start');
    expect(list[4]).toContain('1 draft request');
    expect(answer.outro_suggestion).toBe(
      'These suggestions come from the numbers of this report only.',
    );
    const again = await member.agent.post(REPORT).send(body).expect(200);
    expect(again.body).toEqual(answer);
  });

  it('writes Japanese for lang Japanese, and tells an empty period to start recording', async () => {
    const { workspaceId: ws, member, superOwner, manager } = await team();
    await longWeek(ws, member.id, superOwner.id);
    const res = await manager.agent
      .post(REPORT)
      .send({ id_user: member.id, ...WEEK, lang: 'Japanese' })
      .expect(200);
    const answer = res.body as ReportSuggestions;
    expect(answer.intro_suggestion).toBe(
      '2025年3月3日から2025年3月9日までの出勤時間は3日間で合計39:00でした。',
    );
    expect(answer.list_suggestions[0]?.description).toContain('予定を超えて11:15働きました');
    const empty = await manager.agent
      .post(REPORT)
      .send({ id_user: manager.id, ...WEEK, lang: 'English' })
      .expect(200);
    expect(empty.body).toMatchObject({
      intro_suggestion: 'No time was recorded from Mar 3, 2025 to Mar 9, 2025.',
      list_suggestions: [{ number: 1, description: expect.stringContaining('Clock in') as string }],
    });
  });

  it('notes activity coverage, focus and the trend on a calmer week', async () => {
    const { workspaceId: ws, member, superOwner } = await team();
    const project = await newProject(t, ws, superOwner.id, 'Borealis');
    // The week before: 8 h. This week: 2 days of 09:00-17:00 with an hour of break, 2 h tracked.
    await newWorkspaceTime(
      t,
      ws,
      member.id,
      at('2025-02-25T09:00+09:00'),
      at('2025-02-25T17:00+09:00'),
    );
    for (const day of ['03', '04']) {
      const time = await newWorkspaceTime(
        t,
        ws,
        member.id,
        at(`2025-03-${day}T09:00+09:00`),
        at(`2025-03-${day}T17:00+09:00`),
      );
      await newBreak(t, time, at(`2025-03-${day}T12:00+09:00`), at(`2025-03-${day}T13:00+09:00`));
      await newActivity(
        t,
        ws,
        member.id,
        at(`2025-03-${day}T09:00+09:00`),
        at(`2025-03-${day}T10:00+09:00`),
        {
          id_project: project,
        },
      );
    }
    const res = await member.agent
      .post(REPORT)
      .send({ id_user: member.id, ...WEEK, lang: 'English' })
      .expect(200);
    const answer = res.body as ReportSuggestions;
    expect(answer.intro_suggestion).toContain('16:00 on 2 days, 100% more than the period before');
    expect(answer.list_suggestions.map((item) => item.description)).toEqual([
      expect.stringContaining('Only 14% of your worked time is recorded as activities'),
      expect.stringContaining('100% of your tracked time went to Borealis'),
    ]);
  });

  it('follows the report rules: permission, membership, range and language', async () => {
    const { member, other, manager } = await team();
    const outsider = await newWorkspace(t);
    const send = (agent: typeof member.agent, body: object) => agent.post(REPORT).send(body);
    const forbidden = await send(member.agent, { id_user: other.id, ...WEEK, lang: 'English' });
    expect([forbidden.status, errorKey(forbidden)]).toEqual([403, 'error.forbidden']);
    const missing = await send(manager.agent, { id_user: outsider.id, ...WEEK, lang: 'English' });
    expect([missing.status, errorKey(missing)]).toEqual([404, 'member_not_found']);
    for (const body of [
      { id_user: member.id, ...WEEK, lang: 'French' },
      { id_user: member.id, ...WEEK },
      { id_user: member.id, start_date: WEEK.end_date, end_date: WEEK.start_date, lang: 'English' },
      { id_user: 'me', ...WEEK, lang: 'English' },
    ]) {
      const res = await send(member.agent, body);
      expect([res.status, errorKey(res)]).toEqual([400, 'error.bad_request']);
    }
  });
});

describe('GET /v1/openai/workspaces/{workspaceId}/users/{userId}/lang/{locale}, built-in', () => {
  const path = (ws: string, user: string, locale = 'en') =>
    `/v1/openai/workspaces/${ws}/users/${user}/lang/${locale}`;

  it("suggests from the member's open tasks, most pressing first", async () => {
    const { workspaceId: ws, member, other, superOwner } = await team();
    const project = await newProject(t, ws, superOwner.id, 'Atlas');
    const now = nowSeconds(t);
    const assign = async (name: string, more: Record<string, unknown>) => {
      const id = await newTask(t, ws, superOwner.id, project, { name, ...more });
      await assignee(id, member.id);
      return id;
    };
    await assign('Write the manual', { priority: TaskPriority.Low });
    await assign('Ship v2', { due_at: new Date((now - 2 * DAY) * 1000) });
    await assign('Fix login', { priority: TaskPriority.High, status: TaskStatus.InProgress });
    await assign('Call the client', {
      due_at: new Date((now + DAY) * 1000),
      priority: TaskPriority.Low,
    });
    await assign('Old work', { status: TaskStatus.Done, due_at: new Date((now - 9 * DAY) * 1000) });
    await newTask(t, ws, member.id, null, { name: 'Private note', is_personal: true });
    // Another member's personal task is theirs alone, even if it names this member.
    const hidden = await newTask(t, ws, other.id, null, { name: 'Secret', is_personal: true });
    await assignee(hidden, member.id);

    const res = await member.agent.get(path(ws, member.id)).expect(200);
    const answer = res.body as TaskSuggestions;
    expect(answer).toMatchObject({
      is_error: false,
      source: 'built_in',
      reminder: 'You have 5 open tasks, 1 overdue.',
    });
    expect(
      answer.tasks.map((task) => [task.description.split(':')[0], task.priority, task.status]),
    ).toEqual([
      ['Finish "Ship v2" (Atlas)', TaskPriority.High, TaskStatus.Todo],
      [
        `Set aside time today for "Call the client" (Atlas), due on ${dateOf(now + DAY)}.`,
        TaskPriority.Medium,
        TaskStatus.Todo,
      ],
      [
        'Make progress on the high-priority task "Fix login" (Atlas) and give it a due date.',
        TaskPriority.High,
        TaskStatus.InProgress,
      ],
      // No due date: by priority, as the tasks were read.
      ['Plan the next step of "Private note".', TaskPriority.Medium, TaskStatus.Todo],
      ['Plan the next step of "Write the manual" (Atlas).', TaskPriority.Low, TaskStatus.Todo],
    ]);
    const ja = await member.agent.get(path(ws, member.id, 'ja')).expect(200);
    expect((ja.body as TaskSuggestions).reminder).toBe(
      '未完了のタスクが5件あります（うち期限切れ1件）。',
    );
  });

  it('gives habits when nothing is open, and follows the access rules', async () => {
    const { workspaceId: ws, member, other, manager } = await team();
    const res = await member.agent.get(path(ws, member.id)).expect(200);
    expect(res.body).toMatchObject({
      reminder: 'You have no open tasks.',
      tasks: [
        { priority: TaskPriority.Medium, status: TaskStatus.Todo },
        { priority: TaskPriority.Low, status: TaskStatus.Todo },
      ],
    });
    const forbidden = await member.agent.get(path(ws, other.id));
    expect([forbidden.status, errorKey(forbidden)]).toEqual([403, 'error.forbidden']);
    await manager.agent.get(path(ws, other.id)).expect(200);
    const outsider = await newWorkspace(t);
    const notMine = await member.agent.get(path(outsider.workspaceId, member.id));
    expect([notMine.status, errorKey(notMine)]).toEqual([404, 'workspace_not_found']);
    const stranger = await manager.agent.get(path(ws, outsider.id));
    expect([stranger.status, errorKey(stranger)]).toEqual([404, 'member_not_found']);
    const locale = await member.agent.get(path(ws, member.id, 'fr'));
    expect([locale.status, errorKey(locale)]).toEqual([400, 'error.bad_request']);
    const notUuid = await member.agent.get(path(ws, 'me'));
    expect(notUuid.status).toBe(400);
  });
});

/** Assigns a task to a member (the task API's own tests cover assigning). */
async function assignee(idTask: string, idUser: string): Promise<void> {
  await sql(t, 'INSERT INTO task_assignees (id_task, id_user) VALUES ($1, $2)', [idTask, idUser]);
}

/** The en-US date the built-in generator prints for an instant in Tokyo. */
function dateOf(unix: number): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(unix * 1000));
}
