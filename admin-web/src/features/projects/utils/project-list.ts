// How the projects page orders and narrows its list: favourites first, then by name in the
// page's language; the search box matches names, descriptions and clients.
import type { Project } from '@/lib/wire';

/** Case, width (full-width letters) and accents do not matter to the search box. */
function fold(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** Whether every word of `query` is found in the project's name, description or clients. */
export function matchesQuery(project: Project, query: string): boolean {
  const words = fold(query)
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return true;
  const haystack = fold(
    [project.name, project.description ?? '', ...project.clients.map((client) => client.name)].join(
      '\n',
    ),
  );
  return words.every((word) => haystack.includes(word));
}

/** The projects the search keeps, favourites first, each group by name. */
export function arrangeProjects(
  projects: readonly Project[],
  query: string,
  collator: Intl.Collator,
): Project[] {
  return projects
    .filter((project) => matchesQuery(project, query))
    .sort(
      (a, b) =>
        Number(b.isFavorite) - Number(a.isFavorite) ||
        collator.compare(a.name, b.name) ||
        a.id.localeCompare(b.id),
    );
}
