import type { Project } from '@/lib/wire';

/** A project a client is on, as the client's row and dialog show it. */
export interface ClientProject {
  id: string;
  name: string;
  archived: boolean;
}

const byName = (a: ClientProject, b: ClientProject) =>
  a.archived === b.archived ? a.name.localeCompare(b.name) : a.archived ? 1 : -1;

/**
 * Each client's projects, read from the projects (which list their clients): active ones first,
 * then archived ones, each by name. A project in both lists (archived meanwhile) counts once.
 */
export function projectsByClient(
  active: readonly Project[],
  archived: readonly Project[],
): ReadonlyMap<string, readonly ClientProject[]> {
  const byClient = new Map<string, ClientProject[]>();
  const seen = new Set<string>();
  const add = (project: Project, isArchived: boolean) => {
    if (seen.has(project.id)) return;
    seen.add(project.id);
    for (const client of project.clients) {
      const list = byClient.get(client.id) ?? [];
      list.push({ id: project.id, name: project.name, archived: isArchived });
      byClient.set(client.id, list);
    }
  };
  for (const project of active) add(project, false);
  for (const project of archived) add(project, true);
  for (const list of byClient.values()) list.sort(byName);
  return byClient;
}
