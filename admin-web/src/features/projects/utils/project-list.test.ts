import { arrangeProjects, matchesQuery } from '@/features/projects/utils/project-list';
import type { Project } from '@/lib/wire';

const project = (name: string, overrides: Partial<Project> = {}): Project => ({
  id: name,
  idWorkspace: 'w',
  name,
  description: null,
  isPublic: true,
  hourlyRate: 0,
  archivedAt: null,
  createdAt: 0,
  isFavorite: false,
  totalMembers: 1,
  clients: [],
  ...overrides,
});

const collator = new Intl.Collator('en');

describe('the projects list', () => {
  it('puts favourites first, each group by name', () => {
    const shown = arrangeProjects(
      [
        project('beta'),
        project('Alpha'),
        project('zeta', { isFavorite: true }),
        project('Mu', { isFavorite: true }),
      ],
      '',
      collator,
    );
    expect(shown.map((p) => p.name)).toEqual(['Mu', 'zeta', 'Alpha', 'beta']);
  });

  it('finds every word in the name, description or clients, whatever the case or width', () => {
    const site = project('Website relaunch', {
      description: 'New shop',
      clients: [{ id: 'c', name: 'Café Müller', avatar: null }],
    });
    expect(matchesQuery(site, 'relaunch cafe')).toBe(true);
    expect(matchesQuery(site, 'ＳＨＯＰ')).toBe(true);
    expect(matchesQuery(site, 'muller')).toBe(true);
    expect(matchesQuery(site, 'relaunch bakery')).toBe(false);
    expect(matchesQuery(project('請求書の作成'), '請求')).toBe(true);
    expect(matchesQuery(site, '   ')).toBe(true);
  });
});
