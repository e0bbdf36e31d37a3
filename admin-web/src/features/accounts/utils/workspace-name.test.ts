import { overrideToKeep } from '@/features/accounts/utils/workspace-name';

const account = { firstName: 'Ada', lastName: 'Lovelace' };

describe('the workspace name kept while removing a nickname', () => {
  it('is nothing when the workspace shows the account’s name', () => {
    expect(overrideToKeep({ firstName: 'Ada', lastName: 'Lovelace' }, account)).toEqual({
      firstName: null,
      lastName: null,
    });
  });

  it('keeps the parts the workspace names differently', () => {
    expect(overrideToKeep({ firstName: 'Ada', lastName: 'King' }, account)).toEqual({
      firstName: null,
      lastName: 'King',
    });
    expect(
      overrideToKeep({ firstName: 'Augusta', lastName: null }, { firstName: null, lastName: null }),
    ).toEqual({ firstName: 'Augusta', lastName: null });
  });
});
