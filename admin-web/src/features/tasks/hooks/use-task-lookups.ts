import { MemberStatus } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { taskQueries } from '@/features/tasks/api/task-queries';
import { catalogQueries } from '@/lib/catalog-queries';
import { memberPageQueries } from '@/lib/member-page-access';
import type { Category, Member, Project, Tag } from '@/lib/wire';

/** The names a task refers to by id, and what the pickers offer. */
export interface TaskLookups {
  /** Active projects: where a task can go. */
  projects: Project[];
  /** Members a task can be assigned to (active ones). */
  assignable: Member[];
  categories: Category[];
  tags: Tag[];
  /** The project's name, archived ones too; null when unknown (hidden from the caller). */
  projectName: (id: string) => string | null;
  memberName: (id: string) => string | null;
  category: (id: string) => Category | null;
  tagName: (id: string) => string | null;
}

function byId<T extends { id: string }>(items: readonly T[] | undefined): Map<string, T> {
  return new Map((items ?? []).map((item) => [item.id, item]));
}

/** The active workspace's projects, members, categories and tags, as the tasks page needs them. */
export function useTaskLookups(workspaceId: string): TaskLookups {
  const projects = useQuery(catalogQueries.projects(workspaceId)).data;
  const archived = useQuery(taskQueries.archivedProjects(workspaceId)).data;
  const members = useQuery({
    ...memberPageQueries.members(workspaceId),
    meta: { presentErrors: false },
  }).data;
  const categories = useQuery(catalogQueries.categories(workspaceId)).data;
  const tags = useQuery(catalogQueries.tags(workspaceId)).data;

  return useMemo(() => {
    const projectMap = byId([...(projects ?? []), ...(archived ?? [])]);
    const memberMap = new Map((members ?? []).map((member) => [member.idUser, member]));
    const categoryMap = byId(categories);
    const tagMap = byId(tags);
    return {
      projects: projects ?? [],
      assignable: (members ?? []).filter((member) => member.status === MemberStatus.Active),
      categories: categories ?? [],
      tags: tags ?? [],
      projectName: (id) => projectMap.get(id)?.name ?? null,
      memberName: (id) => memberMap.get(id)?.name ?? null,
      category: (id) => categoryMap.get(id) ?? null,
      tagName: (id) => tagMap.get(id)?.name ?? null,
    };
  }, [projects, archived, members, categories, tags]);
}
