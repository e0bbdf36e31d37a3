import { projectsByClient } from '@/features/clients/utils/client-projects';
import type { Project } from '@/lib/wire';

const project = (id: string, name: string, clientIds: string[]): Project => ({
  id,
  idWorkspace: 'w',
  name,
  description: null,
  isPublic: true,
  hourlyRate: 0,
  archivedAt: null,
  createdAt: 0,
  isFavorite: false,
  totalMembers: 1,
  clients: clientIds.map((clientId) => ({ id: clientId, name: clientId, avatar: null })),
});

describe('projectsByClient', () => {
  it('lists active projects by name, then archived ones, once each', () => {
    const map = projectsByClient(
      [project('p2', 'Website', ['c1']), project('p1', 'Brochure', ['c1', 'c2'])],
      [project('p3', 'Archive', ['c1']), project('p2', 'Website', ['c1'])],
    );
    expect(map.get('c1')).toEqual([
      { id: 'p1', name: 'Brochure', archived: false },
      { id: 'p2', name: 'Website', archived: false },
      { id: 'p3', name: 'Archive', archived: true },
    ]);
    expect(map.get('c2')).toEqual([{ id: 'p1', name: 'Brochure', archived: false }]);
    expect(map.get('c3')).toBeUndefined();
  });
});
