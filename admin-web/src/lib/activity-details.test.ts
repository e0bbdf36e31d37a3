import { defaultTimestampSettings } from '@/lib/active-workspace';
import {
  type ActivityDetailsValue,
  emptyActivityDetails,
  missingRequiredDetails,
  toActivityDetailsBody,
} from '@/lib/activity-details';

const everythingRequired = {
  ...defaultTimestampSettings,
  isProjectRequired: true,
  isTaskRequired: true,
  isCategoryRequired: true,
  isTagRequired: true,
  isDescriptionRequired: true,
};

const filled: ActivityDetailsValue = {
  idProject: 'p',
  idTask: 't',
  idCategory: 'c',
  idTags: ['a', 'b'],
  description: 'Tables',
};

describe('missingRequiredDetails', () => {
  it('asks for nothing with the default settings', () => {
    expect(missingRequiredDetails(emptyActivityDetails, defaultTimestampSettings)).toEqual([]);
  });

  it('names every required field that is empty, in form order', () => {
    expect(missingRequiredDetails(emptyActivityDetails, everythingRequired)).toEqual([
      'idProject',
      'idTask',
      'idCategory',
      'idTags',
      'description',
    ]);
    expect(missingRequiredDetails(filled, everythingRequired)).toEqual([]);
  });

  it('counts a description of spaces as missing, as the API does', () => {
    const settings = { ...defaultTimestampSettings, isDescriptionRequired: true };
    expect(missingRequiredDetails({ ...filled, description: '  \n ' }, settings)).toEqual([
      'description',
    ]);
  });

  it('only asks for what is required', () => {
    const settings = { ...defaultTimestampSettings, isTagRequired: true };
    expect(missingRequiredDetails({ ...emptyActivityDetails, idTags: ['a'] }, settings)).toEqual(
      [],
    );
    expect(missingRequiredDetails(emptyActivityDetails, settings)).toEqual(['idTags']);
  });
});

describe('toActivityDetailsBody', () => {
  it('sends every field, the description trimmed', () => {
    expect(toActivityDetailsBody({ ...filled, description: '  Tables ' })).toEqual({
      idProject: 'p',
      idTask: 't',
      idCategory: 'c',
      idTags: ['a', 'b'],
      description: 'Tables',
    });
  });

  it('sends an empty description as null, and empty choices as null', () => {
    expect(toActivityDetailsBody({ ...emptyActivityDetails, description: '   ' })).toEqual({
      idProject: null,
      idTask: null,
      idCategory: null,
      idTags: [],
      description: null,
    });
  });

  it('does not share the tag list with the form', () => {
    const body = toActivityDetailsBody(filled);
    expect(body.idTags).not.toBe(filled.idTags);
  });
});
