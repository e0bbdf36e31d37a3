import {
  changesOf,
  draftOf,
  profileProblems,
  sameProfile,
} from '@/features/accounts/utils/profile-draft';

const draft = { firstName: 'Ada', lastName: 'Lovelace', address: '', contactNumber: '' };

describe('the personal details draft', () => {
  it('starts from the profile, empty strings for what is missing', () => {
    expect(
      draftOf({
        firstName: 'Ada',
        lastName: null,
        address: null,
        contactNumber: '123',
        hasAccount: true,
        allowGoogleSso: false,
        allowAppleSso: false,
        finishedTutorial: true,
        hasPin: false,
      }),
    ).toEqual({ firstName: 'Ada', lastName: '', address: '', contactNumber: '123' });
  });

  it('needs a first or a last name, not both', () => {
    expect(profileProblems({ ...draft, lastName: '' })).toEqual({});
    expect(profileProblems({ ...draft, firstName: ' ' })).toEqual({});
    expect(profileProblems({ ...draft, firstName: ' ', lastName: '' })).toEqual({
      firstName: { kind: 'nameRequired' },
    });
  });

  it('counts characters as people do, against the API’s limits', () => {
    expect(profileProblems({ ...draft, firstName: '😀'.repeat(100) })).toEqual({});
    expect(profileProblems({ ...draft, lastName: 'x'.repeat(101) })).toEqual({
      lastName: { kind: 'tooLong', max: 100 },
    });
    expect(profileProblems({ ...draft, address: 'x'.repeat(501) })).toEqual({
      address: { kind: 'tooLong', max: 500 },
    });
  });

  it('sends trimmed values and clears empty optional ones', () => {
    expect(
      changesOf({ ...draft, firstName: ' Ada ', address: '  ', contactNumber: ' 1 ' }),
    ).toEqual({ firstName: 'Ada', lastName: 'Lovelace', address: null, contactNumber: '1' });
  });

  it('sees no change in spaces around a value', () => {
    expect(sameProfile(draft, { ...draft, firstName: 'Ada ' })).toBe(true);
    expect(sameProfile(draft, { ...draft, address: 'London' })).toBe(false);
  });
});
