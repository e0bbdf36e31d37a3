import { WorkStatus } from '@punchcard/shared';

import type { TeamMemberStatus } from '@/features/team-board/api/team-status-queries';
import { boardRows, countByStatus } from '@/features/team-board/utils/board-rows';
import type { Member } from '@/lib/wire';

const member = (idUser: string, name: string): Member => ({
  idUser,
  name,
  email: `${idUser}@acme.test`,
  firstName: null,
  lastName: null,
  nickname: null,
  avatar: null,
  role: 'Member',
  status: 'ACTIVE',
  isDefault: true,
  joinedAt: 0,
  deletedAt: null,
  workStatus: WorkStatus.NotWorking,
});

const status = (
  idUser: string,
  workStatus: WorkStatus,
  since: number | null = null,
): TeamMemberStatus => ({
  idUser,
  workStatus,
  since,
  clockedInAt: since,
  location: null,
  startedBy: null,
});

describe('boardRows', () => {
  const collator = new Intl.Collator('en');
  const members = [
    member('a', 'Aiko'),
    member('b', 'Ben'),
    member('c', 'Chiara'),
    member('d', 'Dan'),
  ];

  it('lists those at work first (longest there first), then on a break, then the rest by name', () => {
    const rows = boardRows(
      [
        status('d', WorkStatus.NotWorking),
        status('a', WorkStatus.Break, 500),
        status('b', WorkStatus.Working, 300),
        status('c', WorkStatus.Working, 100),
        status('x', WorkStatus.Working, 50),
      ],
      members,
      collator,
    );
    expect(rows.map((row) => row.name)).toEqual(['Chiara', 'Ben', 'Aiko', 'Dan']);
    expect(countByStatus(rows)).toEqual({ WORKING: 2, BREAK: 1, NOT_WORKING: 1 });
  });
});
