import fc from 'fast-check';
import { parseRole, Role, ROLES, roleRank, sameRole } from './roles.js';

describe('roles', () => {
  it('lists the five roles of the spec', () => {
    expect([...ROLES].sort()).toEqual(['Guest', 'Manager', 'Member', 'Owner', 'SuperOwner']);
  });

  it('parses a role name in any case', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...ROLES)
          .chain((role) => fc.tuple(fc.constant(role), fc.mixedCase(fc.constant(role)))),
        ([role, raw]) => {
          expect(parseRole(raw)).toBe(role);
          expect(sameRole(raw, role)).toBe(true);
        },
      ),
    );
  });

  it('parses nothing else', () => {
    fc.assert(
      fc.property(
        fc
          .string({ maxLength: 12 })
          .filter((s) => !ROLES.some((r) => s.toLowerCase().includes(r.toLowerCase()))),
        (raw) => {
          expect(parseRole(raw)).toBeUndefined();
          for (const role of ROLES) expect(sameRole(raw, role)).toBe(false);
        },
      ),
    );
    expect(parseRole('Owners')).toBeUndefined();
    expect(parseRole('Super Owner')).toBeUndefined();
  });

  it('ranks Guest < Member < Manager < Owner < SuperOwner', () => {
    const order = [Role.Guest, Role.Member, Role.Manager, Role.Owner, Role.SuperOwner];
    for (let i = 1; i < order.length; i++) {
      const below = order[i - 1];
      const above = order[i];
      if (below === undefined || above === undefined) throw new Error('unreachable');
      expect(roleRank(below)).toBeLessThan(roleRank(above));
    }
  });

  it('gives every role a distinct finite rank', () => {
    const ranks = ROLES.map(roleRank);
    expect(ranks.every(Number.isFinite)).toBe(true);
    expect(new Set(ranks).size).toBe(ROLES.length);
  });
});
