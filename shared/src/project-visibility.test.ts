import { projectTimeView } from './project-visibility.js';

describe('projectTimeView', () => {
  it('gives those who read members’ timestamps every row, whatever the setting', () => {
    expect(projectTimeView(true, 'PERSONAL')).toBe('DETAILS');
    expect(projectTimeView(true, 'SUMMARY')).toBe('DETAILS');
  });

  it("follows the workspace's setting for everyone else, unknown settings read as SUMMARY", () => {
    expect(projectTimeView(false, 'DETAILS')).toBe('DETAILS');
    expect(projectTimeView(false, 'PERSONAL')).toBe('PERSONAL');
    expect(projectTimeView(false, 'SUMMARY')).toBe('SUMMARY');
    expect(projectTimeView(false, 'summarized')).toBe('SUMMARY');
    expect(projectTimeView(false, null)).toBe('SUMMARY');
  });
});
