import { randomUUID } from 'node:crypto';
import { type Me, Role } from '@punchcard/shared';
import { sha256 } from '#src/auth/tokens.js';
import { addMember, setPlan, sql } from './db.js';
import { signUp, type TestAgent, type TestApp, uniqueEmail } from './test-app.js';

/**
 * The one place specs get test data from, as immich's medium tests do (`ctx.newUser()`).
 * People and workspaces come through the real HTTP flow where a spec needs a signed-in browser
 * (`via: 'sign-up'`); rows the API cannot reach (other roles, past times, reviewed requests) are
 * written with SQL, and the database's own checks still apply to them.
 */

export const MINUTE = 60;
export const HOUR = 3600;
export const DAY = 24 * HOUR;
export const NIL = '00000000-0000-4000-8000-000000000000';

export { newRequest, type RequestSpec } from './request-factory.js';

/** Someone a spec calls the API as. */
export interface Person {
  id: string;
  email: string;
  agent: TestAgent;
}

/** A workspace created over HTTP by a newly signed-up user, its SuperOwner. */
export interface Owner extends Person {
  me: Me;
  workspaceId: string;
}

/** Epoch seconds, a Date, or seconds before the app's now (read once per factory call). */
export type Moment = number | Date | { ago: number };

export const nowSeconds = (t: TestApp) => Math.floor(t.clock.now().getTime() / 1000);
export const at = (seconds: number) => new Date(seconds * 1000);

/** Turns moments into dates against one reading of the clock. */
function dates(t: TestApp, ...moments: (Moment | null)[]): (Date | null)[] {
  const now = nowSeconds(t);
  return moments.map((moment) => {
    if (moment === null) return null;
    if (moment instanceof Date) return moment;
    return at(typeof moment === 'number' ? moment : now - moment.ago);
  });
}

/** Inserts one row with the given columns and answers its id. */
export async function newRow(
  t: TestApp,
  table: string,
  columns: Record<string, unknown>,
): Promise<string> {
  const names = Object.keys(columns);
  const [row] = await sql<{ id: string }>(
    t,
    `INSERT INTO ${table} (${names.join(', ')})
     VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(columns),
  );
  if (!row) throw new Error(`no ${table} row`);
  return row.id;
}

/** Inserts a row of a link table (no id of its own): a project's member, an activity's tag. */
export async function newLink(
  t: TestApp,
  table: 'project_members' | 'activity_tags',
  columns: Record<string, unknown>,
): Promise<void> {
  const names = Object.keys(columns);
  await sql(
    t,
    `INSERT INTO ${table} (${names.join(', ')})
     VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(columns),
  );
}

export interface UserOptions {
  label?: string;
  firstName?: string;
  lastName?: string;
  locale?: string;
}

/** A user row with no credentials: someone to act on, or to give a membership. */
export async function newUser(
  t: TestApp,
  options: UserOptions = {},
): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(options.label ?? 'user');
  const id = await newRow(t, 'users', {
    email,
    ...(options.firstName === undefined ? {} : { first_name: options.firstName }),
    ...(options.lastName === undefined ? {} : { last_name: options.lastName }),
    ...(options.locale === undefined ? {} : { locale: options.locale }),
  });
  return { id, email };
}

/** A new user signed up through the real flow, SuperOwner of a workspace created over HTTP. */
export async function newWorkspace(
  t: TestApp,
  options: { name?: string; plan?: string } = {},
): Promise<Owner> {
  const user = await signUp(t);
  const created = await user.agent
    .post('/v1/workspaces')
    .send({ name: options.name ?? 'Test Workspace' })
    .expect(201);
  const workspaceId = (created.body as { id: string }).id;
  if (options.plan) await setPlan(t, workspaceId, options.plan);
  return { ...user, id: user.me.user.id, workspaceId };
}

export interface MemberOptions extends UserOptions {
  /**
   * How the member calls the API: `api-key` (default) writes the user and membership with SQL
   * and sends a bearer key; `sign-up` signs them up through the real flow (a cookie session)
   * before adding the membership; `none` gives them no credentials at all.
   */
  via?: 'api-key' | 'sign-up' | 'none';
  status?: string;
}

/** A member signed up through the real flow: their session and what sign-up answered. */
export interface SignedUpPerson extends Person {
  me: Me;
}

/** A new user who is a member of `workspaceId` with `role`. */
export function newMember(
  t: TestApp,
  workspaceId: string,
  role: string,
  options: MemberOptions & { via: 'sign-up' },
): Promise<SignedUpPerson>;
export function newMember(
  t: TestApp,
  workspaceId: string,
  role?: string,
  options?: MemberOptions,
): Promise<Person>;
export async function newMember(
  t: TestApp,
  workspaceId: string,
  role: string = Role.Member,
  options: MemberOptions = {},
): Promise<Person> {
  const { via = 'api-key', status = 'ACTIVE' } = options;
  if (via === 'sign-up') {
    const user = await signUp(t);
    await addMember(t, workspaceId, user.me.user.id, role, status);
    const person: SignedUpPerson = {
      id: user.me.user.id,
      email: user.email,
      agent: user.agent,
      me: user.me,
    };
    return person;
  }
  const user = await newUser(t, { label: role.toLowerCase(), ...options });
  const agent = t.agent();
  if (via === 'none') {
    await addMember(t, workspaceId, user.id, role, status);
    return { ...user, agent };
  }
  const token = `pk_${randomUUID()}`;
  await sql(
    t,
    `INSERT INTO workspace_members (id_workspace, id_user, role, status, is_default, api_key_hash)
     VALUES ($1, $2, $3, $4, true, $5)`,
    [workspaceId, user.id, role, status, sha256(token)],
  );
  agent.set('Authorization', `Bearer ${token}`);
  return { ...user, agent };
}

/**
 * `count` new Members of `workspaceId` calling with API keys, written in two statements: for
 * load tests, where sign-up is not under test. `bearer` is their Authorization header.
 */
export async function newMembers(
  t: TestApp,
  workspaceId: string,
  count: number,
): Promise<(Person & { bearer: string })[]> {
  const people = Array.from({ length: count }, () => ({
    token: `pk_${randomUUID()}`,
    email: `${randomUUID()}@load.test`,
  }));
  const users = await sql<{ id: string; email: string }>(
    t,
    `INSERT INTO users (email) SELECT unnest($1::text[]) RETURNING id, email`,
    [people.map((p) => p.email)],
  );
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  await sql(
    t,
    `INSERT INTO workspace_members (id_workspace, id_user, role, status, is_default, api_key_hash)
     SELECT $1, u, 'Member', 'ACTIVE', true, k FROM unnest($2::uuid[], $3::text[]) AS m(u, k)`,
    [workspaceId, people.map((p) => idOf.get(p.email)), people.map((p) => sha256(p.token))],
  );
  return people.map((p) => {
    const bearer = `Bearer ${p.token}`;
    const agent = t.agent();
    agent.set('Authorization', bearer);
    return { id: idOf.get(p.email) ?? '', email: p.email, agent, bearer };
  });
}

/** One member of each role below SuperOwner: the whole team the authorization matrix calls as. */
export const ROLE_TEAM = {
  owner: Role.Owner,
  manager: Role.Manager,
  member: Role.Member,
  guest: Role.Guest,
} as const;

/** A SuperOwner's Manager and two Members: enough to tell own from others' data. */
export const SMALL_TEAM = {
  manager: Role.Manager,
  member: Role.Member,
  other: Role.Member,
} as const;

export type Team<K extends string = keyof typeof ROLE_TEAM> = {
  workspaceId: string;
  superOwner: Owner;
} & Record<K, Person>;

/**
 * A workspace (BASIC unless told, so role permissions decide) with its SuperOwner and one member
 * per entry of `members` (default: one of each role). `concurrently` adds them all at once.
 */
export async function newTeam<K extends string = keyof typeof ROLE_TEAM>(
  t: TestApp,
  options: {
    name?: string;
    plan?: string;
    members?: Record<K, Role>;
    via?: MemberOptions['via'];
    concurrently?: boolean;
  } = {},
): Promise<Team<K>> {
  const superOwner = await newWorkspace(t, {
    name: options.name ?? 'Test Team',
    plan: options.plan ?? 'BASIC',
  });
  const members = (options.members ?? ROLE_TEAM) as Record<K, Role>;
  const entries = Object.entries<Role>(members) as [K, Role][];
  const add = async ([key, role]: [K, Role]) =>
    [key, await newMember(t, superOwner.workspaceId, role, { via: options.via })] as const;
  const people: (readonly [K, Person])[] = [];
  if (options.concurrently) people.push(...(await Promise.all(entries.map(add))));
  else for (const entry of entries) people.push(await add(entry));
  return {
    workspaceId: superOwner.workspaceId,
    superOwner,
    ...(Object.fromEntries(people) as Record<K, Person>),
  };
}

/** The arguments of the span builders below. */
type SpanArgs = [
  t: TestApp,
  idWorkspace: string,
  idUser: string,
  start: Moment,
  end: Moment | null,
  more?: Record<string, unknown>,
];

/** A row of `idUser` in a table of spans (workspace times, activities) from `start` to `end`. */
function newSpan(
  table: 'workspace_times' | 'activities',
  ...[t, idWorkspace, idUser, start, end, more = {}]: SpanArgs
): Promise<string> {
  const [startAt, endAt] = dates(t, start, end);
  return newRow(t, table, {
    id_workspace: idWorkspace,
    id_user: idUser,
    start_at: startAt,
    end_at: endAt,
    ...more,
  });
}

/** A workspace time of `idUser` from `start` to `end` (null: still running). */
export const newWorkspaceTime = (...args: SpanArgs) => newSpan('workspace_times', ...args);

/** A break of the workspace time `idWorkspaceTime`, from `start` to `end` (null: running). */
export async function newBreak(
  t: TestApp,
  idWorkspaceTime: string,
  start: Moment,
  end: Moment | null,
  more: Record<string, unknown> = {},
): Promise<string> {
  const [time] = await sql<{ id_workspace: string; id_user: string }>(
    t,
    `SELECT id_workspace, id_user FROM workspace_times WHERE id = $1`,
    [idWorkspaceTime],
  );
  if (!time) throw new Error('no workspace time for the break');
  const [startAt, endAt] = dates(t, start, end);
  return newRow(t, 'breaks', {
    id_workspace: time.id_workspace,
    id_user: time.id_user,
    id_workspace_time: idWorkspaceTime,
    start_at: startAt,
    end_at: endAt,
    ...more,
  });
}

/** An activity of `idUser` written straight to the table (states the API cannot reach, or old ones). */
export const newActivity = (...args: SpanArgs) => newSpan('activities', ...args);

/** A tag or category of the workspace, named at random unless told. */
export function newCatalogueItem(
  t: TestApp,
  table: 'tags' | 'categories',
  idWorkspace: string,
  name = randomUUID().slice(0, 8),
): Promise<string> {
  return newRow(t, table, { id_workspace: idWorkspace, name });
}

export function newProject(
  t: TestApp,
  idWorkspace: string,
  createdBy: string,
  name = `Project ${randomUUID().slice(0, 8)}`,
): Promise<string> {
  return newRow(t, 'projects', { id_workspace: idWorkspace, name, created_by: createdBy });
}

export function newTask(
  t: TestApp,
  idWorkspace: string,
  idUser: string,
  idProject: string | null,
  more: Record<string, unknown> = {},
): Promise<string> {
  return newRow(t, 'tasks', {
    id_workspace: idWorkspace,
    id_project: idProject,
    id_user: idUser,
    name: `Task ${randomUUID().slice(0, 8)}`,
    ...more,
  });
}
