import { useCatalog } from '@/lib/catalog-queries';

export interface CatalogNames {
  project: (id: string) => string | undefined;
  task: (id: string) => string | undefined;
  category: (id: string) => string | undefined;
  tag: (id: string) => string | undefined;
}

function byId(list: readonly { id: string; name: string }[] | undefined) {
  const names = new Map((list ?? []).map((item) => [item.id, item.name]));
  return (id: string) => names.get(id);
}

/**
 * Names of the active workspace's projects, tasks, categories and tags, to show what an activity
 * request is about. An id not found (archived or deleted since) has no name: callers say so.
 */
export function useCatalogNames(enabled = true): CatalogNames {
  const { projects, tasks, categories, tags } = useCatalog(enabled);
  return {
    project: byId(projects.data),
    task: byId(tasks.data),
    category: byId(categories.data),
    tag: byId(tags.data),
  };
}
