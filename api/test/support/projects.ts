import type { ProjectDetails } from '@punchcard/shared';
import { newTeam, SMALL_TEAM } from './factory.js';
import type { TestAgent, TestApp } from './test-app.js';

/** Helpers shared by the projects specs; their data comes from the factory. */

export type ProjectsTeam = Awaited<ReturnType<typeof projectsTeam>>;

/** A workspace on `plan` with a SuperOwner (`owner` here), a Manager and two Members. */
export async function projectsTeam(t: TestApp, plan = 'BASIC') {
  const { superOwner, ...rest } = await newTeam(t, {
    name: 'Projects Team',
    plan,
    via: 'sign-up',
    members: SMALL_TEAM,
  });
  return { ...rest, owner: superOwner };
}

/** Teams most tests share; a test that changes a plan or counts every project has its own. */
export async function sharedProjectTeams(
  t: TestApp,
): Promise<Record<'basic' | 'foreign' | 'free' | 'lite', ProjectsTeam>> {
  const [basic, foreign, free, lite] = await Promise.all([
    projectsTeam(t),
    projectsTeam(t),
    projectsTeam(t, 'FREE'),
    projectsTeam(t, 'LITE'),
  ]);
  return { basic, foreign, free, lite };
}

let names = 0;
/** Project names are unique per workspace, so every test project gets its own. */
export function uniqueName(base: string): string {
  names += 1;
  return `${base} ${names}`;
}

export async function createProject(agent: TestAgent, body: object = {}): Promise<ProjectDetails> {
  const res = await agent
    .post('/v1/projects')
    .send({ name: uniqueName('Relaunch'), ...body })
    .expect(201);
  return res.body as ProjectDetails;
}
