import { Role } from '@punchcard/shared';
import { sql } from './db.js';
import {
  at,
  newActivity,
  newProject,
  newTask,
  newTeam,
  type Person,
  type Team,
} from './factory.js';
import { createProject } from './projects.js';
import type { TestApp } from './test-app.js';

/** Helpers of the project member report specs: one hand-computed fixture around a DST change. */

export const REPORT_PEOPLE = { aiko: Role.Member, ben: Role.Member, gina: Role.Guest } as const;

export interface ReportFixture {
  team: Team<keyof typeof REPORT_PEOPLE>;
  idProject: string;
  idTask: string;
  /** [start_time, end_time): Monday 2026-03-23 to Monday 2026-04-06, Berlin midnights. */
  window: { start_time: number; end_time: number };
}

/** Unix seconds of an ISO instant. */
export const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export async function nameUser(t: TestApp, person: Person, first: string, last: string) {
  await sql(t, `UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1`, [
    person.id,
    first,
    last,
  ]);
}

/**
 * A workspace in Europe/Berlin (weeks from Monday) on `plan`; the project's rate 10.00, Aiko's own
 * 30.25. Berlin moves to summer time on Sunday 2026-03-29 at 01:00Z.
 * - Aiko, task Design: Sat 22:00 CET -> Sun 04:00 CEST (21:00Z-02:00Z): 2 h on the 28th, 3 h on
 *   the 29th.
 * - Aiko, no task: Mon 2026-03-30 09:00-10:30 CEST (07:00Z-08:30Z): 1.5 h.
 * - Ben, his personal task: Sun 2026-03-29 10:00-12:00 CEST (08:00Z-10:00Z): 2 h.
 * Not counted: Ben's deleted entry, Aiko's entry on another project, one after the window.
 */
export async function arrangeReport(t: TestApp, plan = 'BASIC'): Promise<ReportFixture> {
  const team = await newTeam(t, { plan, members: REPORT_PEOPLE, concurrently: true });
  const { superOwner: owner, aiko, ben, gina, workspaceId } = team;
  await sql(t, `UPDATE workspaces SET time_zone = 'Europe/Berlin', week_start = 1 WHERE id = $1`, [
    workspaceId,
  ]);
  await nameUser(t, aiko, 'Aiko', 'Abe');
  await nameUser(t, ben, 'Ben', 'Bauer');
  await nameUser(t, gina, 'Gina', 'Guest');
  const project = await createProject(owner.agent, { hourly_rate: 10 });
  for (const person of [aiko, ben, gina]) {
    await owner.agent
      .post(`/v1/projects/${project.id}/members`)
      .send({ id_user: person.id })
      .expect(201);
  }
  await sql(
    t,
    `UPDATE project_members SET hourly_rate = 30.25 WHERE id_project = $1 AND id_user = $2`,
    [project.id, aiko.id],
  );
  const idTask = await newTask(t, workspaceId, aiko.id, project.id, { name: 'Design' });
  const personal = await newTask(t, workspaceId, ben.id, project.id, {
    name: 'Ben private',
    is_personal: true,
  });
  const on = { id_project: project.id };
  const span = (person: Person, from: string, to: string, more: Record<string, unknown> = {}) =>
    newActivity(t, workspaceId, person.id, at(unix(from)), at(unix(to)), { ...on, ...more });
  await span(aiko, '2026-03-28T21:00:00Z', '2026-03-29T02:00:00Z', { id_task: idTask });
  await span(aiko, '2026-03-30T07:00:00Z', '2026-03-30T08:30:00Z');
  await span(ben, '2026-03-29T08:00:00Z', '2026-03-29T10:00:00Z', { id_task: personal });
  await span(ben, '2026-03-29T11:00:00Z', '2026-03-29T12:00:00Z', { deleted_at: new Date() });
  await span(aiko, '2026-03-31T08:00:00Z', '2026-03-31T09:00:00Z', {
    id_project: await newProject(t, workspaceId, owner.id),
  });
  await span(aiko, '2026-04-06T08:00:00Z', '2026-04-06T09:00:00Z');
  return {
    team,
    idProject: project.id,
    idTask,
    window: { start_time: unix('2026-03-22T23:00:00Z'), end_time: unix('2026-04-05T22:00:00Z') },
  };
}

export async function setReportVisibility(fixture: ReportFixture, visibility: string) {
  await fixture.team.superOwner.agent
    .patch('/v1/workspaces/project-visibility')
    .send({ project_visibility: visibility })
    .expect(200);
}
