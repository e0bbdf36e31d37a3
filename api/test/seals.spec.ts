import { ErrorKey, type Seal, type SealVerification } from '@punchcard/shared';
import {
  DAY,
  HOUR,
  NIL,
  newTeam,
  newWorkspaceTime,
  nowSeconds,
  type Team,
} from './support/factory.js';
import { sql } from './support/db.js';
import { errorKey } from './support/errors.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SEALS = '/v1/workspaces/reports/seals';

/** The UTC date `days` before the app's now, YYYY-MM-DD. */
const daysAgo = (t: TestApp, days: number) =>
  new Date((nowSeconds(t) - days * DAY) * 1000).toISOString().slice(0, 10);

describe('sealed payroll periods API', () => {
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { name: 'Payroll' });
  });
  afterAll(() => t.close());

  const seal = (body: object, who = team.manager) => who.agent.post(SEALS).send(body);

  it('seals an ended week with its digest, lists it and verifies digests', async () => {
    const week = daysAgo(t, 21);
    const created = (await seal({ unit: 'week', date: week }).expect(201)).body as Seal;
    const monday = new Date(`${week}T00:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const start = monday.getTime() / 1000;
    expect(created).toEqual({
      id: expect.any(String) as string,
      unit: 'week',
      first_day: monday.toISOString().slice(0, 10),
      last_day: new Date((start + 6 * DAY) * 1000).toISOString().slice(0, 10),
      start,
      end: start + 7 * DAY,
      time_zone: 'UTC',
      status: 'sealed',
      digest: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      sealed_at: expect.any(Number) as number,
      sealed_by: { id_user: team.manager.id, name: expect.any(String) as string },
      reopened_at: null,
      reopened_by: null,
      reopen_reason: null,
    });
    const listed = (await team.manager.agent.get(SEALS).expect(200)).body as Seal[];
    expect(listed).toContainEqual(created);
    const check = async (query: string) =>
      (await team.manager.agent.get(`${SEALS}/${created.id}${query}`).expect(200))
        .body as SealVerification;
    expect(await check(`?digest=${created.digest.toUpperCase()}`)).toEqual({
      seal: created,
      checked_digest: created.digest,
      matches: true,
      content_unchanged: true,
    });
    expect(await check(`?digest=${'0'.repeat(64)}`)).toMatchObject({
      matches: false,
      content_unchanged: true,
    });
    expect(await check('')).toMatchObject({ checked_digest: created.digest, matches: true });
    expect(
      errorKey(await team.manager.agent.get(`${SEALS}/${created.id}?digest=xyz`).expect(400)),
    ).toBe(ErrorKey.BadRequest);
    expect(errorKey(await team.manager.agent.get(`${SEALS}/${NIL}`).expect(404))).toBe(
      ErrorKey.SealNotFound,
    );
  });

  it("uses the workspace's zone and week start", async () => {
    const tokyo = await newTeam(t, { name: 'Tokyo payroll' });
    await sql(t, `UPDATE workspaces SET time_zone = 'Asia/Tokyo', week_start = 7 WHERE id = $1`, [
      tokyo.workspaceId,
    ]);
    const month = (await seal({ unit: 'month', date: '2026-02-10' }, tokyo.manager).expect(201))
      .body as Seal;
    expect(month).toMatchObject({
      first_day: '2026-02-01',
      last_day: '2026-02-28',
      start: Date.parse('2026-01-31T15:00:00Z') / 1000,
      end: Date.parse('2026-02-28T15:00:00Z') / 1000,
      time_zone: 'Asia/Tokyo',
    });
    // Wednesday 2026-03-11: the week from Sunday 03-08 to Saturday 03-14.
    const week = (await seal({ unit: 'week', date: '2026-03-11' }, tokyo.manager).expect(201))
      .body as Seal;
    expect(week).toMatchObject({ first_day: '2026-03-08', last_day: '2026-03-14' });
  });

  it('refuses a period not yet ended, bad input, and a plan without the attendance report', async () => {
    const today = daysAgo(t, 0);
    expect(errorKey(await seal({ unit: 'month', date: today }).expect(400))).toBe(
      ErrorKey.BadRequest,
    );
    for (const body of [
      { unit: 'day', date: '2026-01-01' },
      { unit: 'week', date: '2026-02-30' },
      { unit: 'week' },
    ]) {
      expect(errorKey(await seal(body).expect(400))).toBe(ErrorKey.BadRequest);
    }
    const free = await newTeam(t, { name: 'Free payroll', plan: 'FREE' });
    expect(
      errorKey(await seal({ unit: 'week', date: '2026-01-07' }, free.superOwner).expect(403)),
    ).toBe(ErrorKey.PlanFeatureUnavailable);
  });

  it('lets the exclusion constraint arbitrate overlapping and racing seals', async () => {
    const racing = await newTeam(t, { name: 'Racing payroll' });
    const answers = await Promise.all(
      [1, 2, 3].map(() => seal({ unit: 'month', date: '2026-04-15' }, racing.manager)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(errorKey(res)).toBe(ErrorKey.SealConflict);
    }
    // A week reaching into the sealed month conflicts too: Thursday 2026-04-30 to Sunday 05-03.
    expect(
      errorKey(await seal({ unit: 'week', date: '2026-05-01' }, racing.manager).expect(409)),
    ).toBe(ErrorKey.SealConflict);
    await seal({ unit: 'week', date: '2026-05-06' }, racing.manager).expect(201);
  });

  it('lets only owners reopen, once, with a reason; the period can be sealed again', async () => {
    const created = (await seal({ unit: 'month', date: '2026-06-15' }).expect(201)).body as Seal;
    const reopen = (who: typeof team.manager, reason: unknown, id = created.id) =>
      who.agent.post(`${SEALS}/${id}/reopen`).send({ reason });
    expect(errorKey(await reopen(team.manager, 'Fix').expect(403))).toBe(ErrorKey.Forbidden);
    expect(errorKey(await reopen(team.owner, '   ').expect(400))).toBe(ErrorKey.BadRequest);
    expect(errorKey(await reopen(team.owner, '').expect(400))).toBe(ErrorKey.BadRequest);
    expect(errorKey(await reopen(team.owner, 'x'.repeat(501)).expect(400))).toBe(
      ErrorKey.BadRequest,
    );
    expect(errorKey(await reopen(team.owner, 'Fix', NIL).expect(404))).toBe(ErrorKey.SealNotFound);
    const reopened = (await reopen(team.owner, ' Wrong overtime ').expect(200)).body as Seal;
    expect(reopened).toMatchObject({
      status: 'reopened',
      reopened_by: { id_user: team.owner.id, name: expect.any(String) as string },
      reopen_reason: 'Wrong overtime',
      reopened_at: expect.any(Number) as number,
    });
    expect(errorKey(await reopen(team.superOwner, 'Again').expect(409))).toBe(
      ErrorKey.SealAlreadyReopened,
    );
    const sealedOnly = (await team.manager.agent.get(SEALS).query({ status: 'sealed' }).expect(200))
      .body as Seal[];
    expect(sealedOnly.map((s) => s.id)).not.toContain(created.id);
    await seal({ unit: 'month', date: '2026-06-01' }).expect(201);
  });

  it('verifies an exported CSV or XLSX and refuses a changed one', async () => {
    const payroll = await newTeam(t, { name: 'Export payroll' });
    const start = Date.parse('2026-07-06T00:00:00Z') / 1000;
    await newWorkspaceTime(
      t,
      payroll.workspaceId,
      payroll.member.id,
      start + 9 * HOUR,
      start + 17 * HOUR,
    );
    const created = (await seal({ unit: 'week', date: '2026-07-08' }, payroll.manager).expect(201))
      .body as Seal;
    const exported = async (format: string) =>
      (
        await payroll.manager.agent
          .get('/v1/workspaces/reports/attendance/export')
          .query({ format, start_time: created.start, end_time: created.end, period: 'Daily' })
          .buffer(true)
          .parse((res, done) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              done(null, Buffer.concat(chunks));
            });
          })
          .expect(200)
      ).body as Buffer;
    const verify = (file: Buffer, name: string) =>
      payroll.manager.agent.post(`${SEALS}/${created.id}/verify`).attach('file', file, name);
    const csv = await exported('csv');
    expect((await verify(csv, 'march.csv').expect(200)).body).toMatchObject({
      matches: true,
      content_unchanged: true,
    });
    const xlsx = await exported('xlsx');
    expect((await verify(xlsx, 'march.xlsx').expect(200)).body).toMatchObject({ matches: true });
    // 8 hours worked become 9: the file no longer matches.
    const changed = Buffer.from(csv.toString('utf8').replace('28800', '32400'), 'utf8');
    expect((await verify(changed, 'march.csv').expect(200)).body).toMatchObject({ matches: false });
    expect(errorKey(await verify(csv, 'march.pdf').expect(400))).toBe(ErrorKey.UploadInvalidType);
    const none = await payroll.manager.agent.post(`${SEALS}/${created.id}/verify`).expect(400);
    expect(errorKey(none)).toBe(ErrorKey.UploadMissing);
    // Time stored in the period changing (behind the database's back) shows as content changed.
    await sql(t, `ALTER TABLE workspace_times DISABLE TRIGGER workspace_times_period_sealed`);
    await sql(
      t,
      `UPDATE workspace_times SET end_at = end_at + interval '1 hour' WHERE id_user = $1`,
      [payroll.member.id],
    );
    await sql(t, `ALTER TABLE workspace_times ENABLE TRIGGER workspace_times_period_sealed`);
    expect((await verify(csv, 'march.csv').expect(200)).body).toMatchObject({
      matches: true,
      content_unchanged: false,
    });
  });
});
