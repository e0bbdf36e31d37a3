import { DEFAULT_CATEGORY_COLOR } from '@punchcard/shared';
import { useCallback } from 'react';

import { useCatalog } from '@/lib/catalog-queries';
import type { Activity } from '@/lib/wire';

/** What an activity is about, by name, and the colour it is drawn in. */
export interface ActivityLabels {
  /** Null without a project; `missing` when it has one the caller no longer sees (archived). */
  project: { name: string | null; missing: boolean } | null;
  task: { name: string | null; missing: boolean } | null;
  category: { name: string | null; color: string } | null;
  tags: string[];
  description: string | null;
  /** The category's colour, else one that stays the same for the project, else neutral grey. */
  color: string;
}

// Projects have no colour of their own: each gets one of these, always the same for the id.
const PROJECT_COLORS = [
  '#1C7ED6',
  '#7048E8',
  '#E8590C',
  '#0C8599',
  '#C2255C',
  '#5C940D',
  '#F08C00',
  '#4263EB',
] as const;

function projectColor(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PROJECT_COLORS[hash % PROJECT_COLORS.length] ?? DEFAULT_CATEGORY_COLOR;
}

/** The parts of an activity (stored or running) that say what it is about. */
export type ActivityAbout = Pick<
  Activity,
  'idProject' | 'idTask' | 'idCategory' | 'tags' | 'description'
>;

/** Names the project, task, category and tags of activities from the workspace's catalogue. */
export function useActivityLabels(): (activity: ActivityAbout) => ActivityLabels {
  const { projects, tasks, categories, tags } = useCatalog();

  return useCallback(
    (activity: ActivityAbout): ActivityLabels => {
      // While a list loads, names are unknown rather than missing.
      const named = (
        id: string | null,
        list: readonly { id: string; name: string }[] | undefined,
      ) => {
        if (id === null) return null;
        const found = list?.find((item) => item.id === id);
        return { name: found?.name ?? null, missing: list !== undefined && found === undefined };
      };
      const category =
        activity.idCategory === null
          ? null
          : (categories.data?.find((item) => item.id === activity.idCategory) ?? {
              name: null,
              color: DEFAULT_CATEGORY_COLOR,
            });
      const color =
        category?.color ??
        (activity.idProject === null ? DEFAULT_CATEGORY_COLOR : projectColor(activity.idProject));
      return {
        project: named(activity.idProject, projects.data),
        task: named(activity.idTask, tasks.data),
        category: category === null ? null : { name: category.name, color: category.color },
        tags: activity.tags
          .map((id) => tags.data?.find((tag) => tag.id === id)?.name)
          .filter((name): name is string => name !== undefined),
        description: activity.description,
        color,
      };
    },
    [projects.data, tasks.data, categories.data, tags.data],
  );
}
