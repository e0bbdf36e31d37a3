// The task categories page's test data: the API's answers on the wire (snake_case).
import { type Category, DEFAULT_CATEGORY_COLOR } from '@punchcard/shared';

export const DESIGN_ID = 'ca7e0000-0000-4000-8000-000000000001';
export const RESEARCH_ID = 'ca7e0000-0000-4000-8000-000000000002';
export const SUPPORT_ID = 'ca7e0000-0000-4000-8000-000000000003';
export const LEGACY_ID = 'ca7e0000-0000-4000-8000-000000000004';

export function wireCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: DESIGN_ID,
    name: 'Design',
    color: DEFAULT_CATEGORY_COLOR,
    id_workspace: 'w',
    created_at: 1_700_000_000,
    deleted_at: null,
    ...overrides,
  };
}

export const design = wireCategory();
export const research = wireCategory({ id: RESEARCH_ID, name: 'Research', color: '#1971C2' });
export const support = wireCategory({ id: SUPPORT_ID, name: 'Support', color: '#2F9E44' });
export const legacy = wireCategory({
  id: LEGACY_ID,
  name: 'Legacy',
  color: '#C2255C',
  deleted_at: 1_700_100_000,
});

/** The usage path of a category (GET /v1/workspaces/categories/{id}). */
export const usagePath = (id: string) => `/v1/workspaces/categories/${id}`;

/** The live categories and, for managers, the deleted one, as GET /v1/tasks/categories lists. */
export const categoryList = (includeDeleted: boolean): Category[] =>
  includeDeleted ? [design, legacy, research, support] : [design, research, support];
