import type { Category } from '@punchcard/shared';
import { newWorkspace, type Owner } from './factory.js';
import type { TestAgent, TestApp } from './test-app.js';

/** Helpers shared by the categories specs; their data comes from the factory. */

/** A workspace of its own on BASIC, so role permissions apply and lists start empty. */
export const freshOwner = (t: TestApp): Promise<Owner> =>
  newWorkspace(t, { name: 'Category owner', plan: 'BASIC' });

export async function create(agent: TestAgent, name: string, color?: string): Promise<Category> {
  const body = color ? { name, color } : { name };
  return (await agent.post('/v1/tasks/categories').send(body).expect(201)).body as Category;
}

export async function list(agent: TestAgent, includeDeleted = false): Promise<Category[]> {
  const query = includeDeleted ? '?include_deleted=true' : '';
  return (await agent.get(`/v1/tasks/categories${query}`).expect(200)).body as Category[];
}
