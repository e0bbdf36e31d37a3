import fc from 'fast-check';
import {
  DEFAULT_ROLE_PERMISSIONS,
  defaultPermissionGrants,
  hasPermission,
  Permission,
  PERMISSIONS,
  type PermissionGrant,
} from './permissions.js';
import { BillingMode, Plan, PLANS } from './plans.js';
import { Role, ROLES } from './roles.js';

/** Whether the plan has the "permissions" feature: the spec's features table, row "permissions". */
const PERMISSIONS_FEATURE: Record<Plan, boolean> = {
  FREE: false,
  LITE: true,
  BASIC: true,
  BUSINESS: true,
};

const billing = BillingMode.Test;

/** A role as sent by a caller, with what it denotes (`undefined` for garbage). */
interface RoleSample {
  readonly raw: string;
  readonly role: Role | undefined;
}

/** A plan as stored, with whether it carries the permissions feature. */
interface PlanSample {
  readonly raw: string | null | undefined;
  readonly featured: boolean;
}

/** Garbage never containing a name we test against, so it cannot match by accident. */
const garbageAvoiding = (names: readonly string[]): fc.Arbitrary<string> =>
  fc
    .string({ maxLength: 12 })
    .filter((s) => !names.some((name) => s.toLowerCase().includes(name.toLowerCase())));

/** A role name in random case, with the role it names. */
const knownRole = fc
  .constantFrom(...ROLES)
  .chain((role) => fc.mixedCase(fc.constant(role)).map((raw) => ({ raw, role })));

const roleSample: fc.Arbitrary<RoleSample> = fc.oneof(
  knownRole,
  garbageAvoiding(ROLES).map((raw) => ({ raw, role: undefined })),
);

const planSample: fc.Arbitrary<PlanSample> = fc.oneof(
  fc
    .constantFrom(...PLANS)
    .chain((plan) =>
      fc.mixedCase(fc.constant(plan)).map((raw) => ({ raw, featured: PERMISSIONS_FEATURE[plan] })),
    ),
  garbageAvoiding(PLANS).map((raw) => ({ raw, featured: false })),
  fc.constantFrom(null, undefined).map((raw) => ({ raw, featured: false })),
);

const grant: fc.Arbitrary<PermissionGrant> = fc.record({
  permission: fc.constantFrom(...PERMISSIONS),
  role: fc.constantFrom(...ROLES),
});
const grants = fc.array(grant, { maxLength: 20 });
const permission = fc.constantFrom(...PERMISSIONS);

function expected(
  role: RoleSample,
  plan: PlanSample,
  list: readonly PermissionGrant[],
  code: Permission,
): boolean {
  if (role.role === Role.SuperOwner) return true;
  if (role.role === undefined) return false;
  // Without the permissions feature the default map applies, whatever the workspace stores.
  if (!plan.featured) return DEFAULT_ROLE_PERMISSIONS[role.role].includes(code);
  return list.some((g) => g.permission === code && g.role === role.role);
}

describe('hasPermission', () => {
  it('matches the rule table for any role, plan, grants and permission', () => {
    fc.assert(
      fc.property(roleSample, planSample, grants, permission, (role, plan, list, code) => {
        const actual = hasPermission({
          role: role.raw,
          plan: plan.raw,
          billing,
          grants: list,
          permission: code,
        });
        expect(actual).toBe(expected(role, plan, list, code));
      }),
      { numRuns: 2000 },
    );
  });

  it('always lets a super owner through, whatever the case of the role name', () => {
    fc.assert(
      fc.property(
        fc.mixedCase(fc.constant('SuperOwner')),
        planSample,
        grants,
        permission,
        (raw, plan, list, code) => {
          expect(
            hasPermission({ role: raw, plan: plan.raw, billing, grants: list, permission: code }),
          ).toBe(true);
        },
      ),
    );
  });

  it('lets a listed role through on every plan with the permissions feature', () => {
    fc.assert(
      fc.property(
        knownRole,
        fc.constantFrom(Plan.Lite, Plan.Basic, Plan.Business),
        grants,
        permission,
        (role, plan, list, code) => {
          const withGrant = [...list, { permission: code, role: role.role }];
          expect(
            hasPermission({ role: role.raw, plan, billing, grants: withGrant, permission: code }),
          ).toBe(true);
        },
      ),
    );
  });

  it('refuses an unlisted role on a plan with the permissions feature', () => {
    fc.assert(
      fc.property(
        roleSample,
        fc.constantFrom(Plan.Lite, Plan.Basic, Plan.Business),
        grants,
        permission,
        (role, plan, list, code) => {
          fc.pre(role.role !== Role.SuperOwner);
          const without = list.filter((g) => !(g.permission === code && g.role === role.role));
          expect(
            hasPermission({ role: role.raw, plan, billing, grants: without, permission: code }),
          ).toBe(false);
        },
      ),
    );
  });

  it('without the feature, applies the default map whatever the workspace stores', () => {
    fc.assert(
      fc.property(
        knownRole,
        fc.oneof(fc.constant(Plan.Free), garbageAvoiding(PLANS), fc.constant(null)),
        grants,
        permission,
        (role, plan, list, code) => {
          const actual = hasPermission({
            role: role.raw,
            plan,
            billing,
            grants: list,
            permission: code,
          });
          expect(actual).toBe(DEFAULT_ROLE_PERMISSIONS[role.role].includes(code));
        },
      ),
    );
  });

  it('never lets a member or guest pass a permission without the feature', () => {
    const everything = [Role.Member, Role.Guest].flatMap((role) =>
      PERMISSIONS.map((permission) => ({ permission, role })),
    );
    for (const role of [Role.Member, Role.Guest]) {
      for (const code of PERMISSIONS) {
        const check = { role, plan: Plan.Free, billing, grants: everything, permission: code };
        expect(hasPermission(check)).toBe(false);
      }
    }
  });

  it('without billing, honours the stored map on every plan', () => {
    fc.assert(
      fc.property(knownRole, planSample, grants, permission, (role, plan, list, code) => {
        const actual = hasPermission({
          role: role.raw,
          plan: plan.raw,
          billing: BillingMode.None,
          grants: list,
          permission: code,
        });
        const featured = { raw: Plan.Business, featured: true };
        expect(actual).toBe(expected(role, featured, list, code));
      }),
    );
  });

  it('ignores grants of other roles and of other permissions', () => {
    fc.assert(
      fc.property(roleSample, planSample, grants, permission, (role, plan, list, code) => {
        const relevant = list.filter((g) => g.permission === code && g.role === role.role);
        const check = { role: role.raw, plan: plan.raw, billing, permission: code };
        expect(hasPermission({ ...check, grants: list })).toBe(
          hasPermission({ ...check, grants: relevant }),
        );
      }),
    );
  });

  it('compares the role case-insensitively', () => {
    const check = {
      plan: Plan.Business,
      billing,
      grants: [{ permission: Permission.CudTags, role: Role.Manager }],
      permission: Permission.CudTags,
    };
    expect(hasPermission({ ...check, role: 'manager' })).toBe(true);
    expect(hasPermission({ ...check, role: 'MANAGER' })).toBe(true);
    expect(hasPermission({ ...check, role: 'Member' })).toBe(false);
    expect(hasPermission({ ...check, role: 'superowner' })).toBe(true);
  });
});

describe('default permission map', () => {
  const everyCode = [...PERMISSIONS].sort();

  it('gives owners (and super owners) every permission', () => {
    expect([...DEFAULT_ROLE_PERMISSIONS.Owner].sort()).toEqual(everyCode);
    expect([...DEFAULT_ROLE_PERMISSIONS.SuperOwner].sort()).toEqual(everyCode);
  });

  it('gives managers everything but MANAGE_WORKSPACE_SETTINGS', () => {
    expect([...DEFAULT_ROLE_PERMISSIONS.Manager].sort()).toEqual(
      everyCode.filter((code) => code !== 'MANAGE_WORKSPACE_SETTINGS'),
    );
  });

  it('gives members and guests nothing', () => {
    expect(DEFAULT_ROLE_PERMISSIONS.Member).toEqual([]);
    expect(DEFAULT_ROLE_PERMISSIONS.Guest).toEqual([]);
  });

  it('lists distinct codes, including the four of this spec', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(PERMISSIONS).toEqual(
      expect.arrayContaining([
        'CUD_PROJECT_TASK',
        'CUD_TAGS',
        'CUD_TASK_CATEGORY',
        'CUD_WORKSPACE_CLIENTS',
      ]),
    );
  });

  it('expands to one grant per role and code, without duplicates', () => {
    const rows = defaultPermissionGrants();
    const keys = rows.map((g) => `${g.role}:${g.permission}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const role of ROLES) {
      expect(
        rows
          .filter((g) => g.role === role)
          .map((g) => g.permission)
          .sort(),
      ).toEqual([...DEFAULT_ROLE_PERMISSIONS[role]].sort());
    }
    expect(rows).toHaveLength(everyCode.length * 3 - 1);
  });

  it('grants defaults that hasPermission honours on a plan with the feature', () => {
    const defaults = defaultPermissionGrants();
    for (const role of [Role.Owner, Role.Manager, Role.Member, Role.Guest]) {
      for (const code of PERMISSIONS) {
        const held = DEFAULT_ROLE_PERMISSIONS[role].includes(code);
        const check = { role, plan: Plan.Basic, billing, grants: defaults, permission: code };
        expect(hasPermission(check)).toBe(held);
      }
    }
  });
});
