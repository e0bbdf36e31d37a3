import fc from 'fast-check';
import { DELETE_WINDOW_SECONDS, insideDeleteWindow, modificationRules } from './time-policy.js';

const switches = fc.record({
  workspaceApprovalRequired: fc.boolean(),
  isApprovalRequired: fc.boolean(),
  isPermissionRequired: fc.boolean(),
  isTimeModificationAllowed: fc.boolean(),
  isDetailModificationAllowed: fc.boolean(),
});

describe('modificationRules', () => {
  it('leaves a new workspace (every switch off) open', () => {
    expect(
      modificationRules({
        workspaceApprovalRequired: false,
        isApprovalRequired: false,
        isPermissionRequired: false,
        isTimeModificationAllowed: false,
        isDetailModificationAllowed: false,
      }),
    ).toEqual({ timeLocked: false, detailsLocked: false });
  });

  it('locks both whenever either approval switch is on', () => {
    fc.assert(
      fc.property(switches, (s) => {
        const rules = modificationRules(s);
        if (s.workspaceApprovalRequired || s.isApprovalRequired) {
          expect(rules).toEqual({ timeLocked: true, detailsLocked: true });
        }
      }),
    );
  });

  it('reads the "allowed" switches only under the master switch', () => {
    fc.assert(
      fc.property(switches, (s) => {
        const open = { ...s, workspaceApprovalRequired: false, isApprovalRequired: false };
        const rules = modificationRules(open);
        expect(rules.timeLocked).toBe(s.isPermissionRequired && !s.isTimeModificationAllowed);
        expect(rules.detailsLocked).toBe(s.isPermissionRequired && !s.isDetailModificationAllowed);
      }),
    );
  });

  it('never locks less when a switch that restricts is turned on', () => {
    fc.assert(
      fc.property(
        switches,
        fc.constantFrom<'workspaceApprovalRequired' | 'isApprovalRequired'>(
          'workspaceApprovalRequired',
          'isApprovalRequired',
        ),
        (s, key) => {
          const before = modificationRules(s);
          const after = modificationRules({ ...s, [key]: true });
          expect(after.timeLocked || !before.timeLocked).toBe(true);
          expect(after.detailsLocked || !before.detailsLocked).toBe(true);
        },
      ),
    );
  });
});

describe('insideDeleteWindow', () => {
  it('is open up to and including the window, closed after', () => {
    expect(insideDeleteWindow(0)).toBe(true);
    expect(insideDeleteWindow(DELETE_WINDOW_SECONDS)).toBe(true);
    expect(insideDeleteWindow(DELETE_WINDOW_SECONDS + 0.001)).toBe(false);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (elapsed) => {
        expect(insideDeleteWindow(elapsed)).toBe(elapsed <= DELETE_WINDOW_SECONDS);
      }),
    );
  });
});
