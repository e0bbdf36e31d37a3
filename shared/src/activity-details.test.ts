import fc from 'fast-check';
import {
  ACTIVITY_DETAIL_FIELDS,
  missingActivityDetails,
  type RequiredDetailSwitches,
} from './activity-details.js';

const none: RequiredDetailSwitches = {
  isProjectRequired: false,
  isTaskRequired: false,
  isCategoryRequired: false,
  isTagRequired: false,
  isDescriptionRequired: false,
};
const all: RequiredDetailSwitches = {
  isProjectRequired: true,
  isTaskRequired: true,
  isCategoryRequired: true,
  isTagRequired: true,
  isDescriptionRequired: true,
};
const empty = { idProject: null, idTask: null, idCategory: null, tagCount: 0, description: null };

describe('missingActivityDetails', () => {
  it('names every required empty field in form order', () => {
    expect(missingActivityDetails(all, empty)).toEqual([...ACTIVITY_DETAIL_FIELDS]);
    expect(missingActivityDetails(all, { ...empty, idTask: 't', description: '  ' })).toEqual([
      'id_project',
      'id_category',
      'id_tags',
      'description',
    ]);
  });

  it('asks for nothing a workspace does not require', () => {
    fc.assert(
      fc.property(
        fc.record({
          idProject: fc.option(fc.uuid()),
          idTask: fc.option(fc.uuid()),
          idCategory: fc.option(fc.uuid()),
          tagCount: fc.nat(5),
          description: fc.option(fc.string()),
        }),
        (details) => {
          expect(missingActivityDetails(none, details)).toEqual([]);
        },
      ),
    );
  });

  it('finds nothing missing when every field is filled', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== ''),
        (description) => {
          const full = { idProject: 'p', idTask: 't', idCategory: 'c', tagCount: 1, description };
          expect(missingActivityDetails(all, full)).toEqual([]);
        },
      ),
    );
  });
});
