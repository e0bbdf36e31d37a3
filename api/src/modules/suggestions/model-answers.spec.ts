import { TaskPriority, TaskStatus } from '@punchcard/shared';
import { jsonObjectOf, parseReportAnswer, parseTaskAnswer } from './model-answers.js';

const report = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    intro_suggestion: ' Intro ',
    list_suggestions: [{ number: 3, description: 'One' }],
    outro_suggestion: '',
    ...over,
  });

describe('reading a model answer', () => {
  it('takes a bare object or one fenced block, nothing else', () => {
    expect(jsonObjectOf('{"a":1}')).toEqual({ a: 1 });
    expect(jsonObjectOf('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(jsonObjectOf('```\n{"a":1}\n```')).toEqual({ a: 1 });
    for (const text of ['[1]', '"text"', 'Here: {"a":1}', '{"a":1} and more', 'null', '']) {
      expect(jsonObjectOf(text)).toBeUndefined();
    }
  });

  it('renumbers report items by position and trims texts', () => {
    expect(parseReportAnswer(report())).toEqual({
      intro_suggestion: 'Intro',
      list_suggestions: [{ number: 1, description: 'One' }],
      outro_suggestion: '',
    });
  });

  it.each([
    ['no intro', { intro_suggestion: undefined }],
    ['a blank intro', { intro_suggestion: '  ' }],
    ['a numeric outro', { outro_suggestion: 5 }],
    ['an item without a number', { list_suggestions: [{ description: 'x' }] }],
    ['a fractional number', { list_suggestions: [{ number: 1.5, description: 'x' }] }],
    ['an empty description', { list_suggestions: [{ number: 1, description: '' }] }],
    [
      'too many items',
      { list_suggestions: Array.from({ length: 11 }, (_, n) => ({ number: n, description: 'x' })) },
    ],
    ['an overlong intro', { intro_suggestion: 'x'.repeat(2001) }],
  ])('refuses a report answer with %s', (_, over) => {
    expect(parseReportAnswer(report(over))).toBeUndefined();
  });

  it('reads task priorities by number or name and defaults the status to TODO', () => {
    const answer = parseTaskAnswer(
      JSON.stringify({
        tasks: [
          { description: 'a', priority: 0 },
          { description: 'b', priority: 'low', status: null },
          { description: 'c', priority: 'Medium', status: 'done' },
        ],
        reminder: 'r',
      }),
    );
    expect(answer).toEqual({
      tasks: [
        { description: 'a', priority: TaskPriority.NoPriority, status: TaskStatus.Todo },
        { description: 'b', priority: TaskPriority.Low, status: TaskStatus.Todo },
        { description: 'c', priority: TaskPriority.Medium, status: TaskStatus.Done },
      ],
      reminder: 'r',
    });
  });

  it.each([
    { tasks: [{ description: 'a', priority: 4 }], reminder: '' },
    { tasks: [{ description: 'a', priority: 'URGENT' }], reminder: '' },
    { tasks: [{ description: 'a', priority: 1, status: 'LATER' }], reminder: '' },
    { tasks: [{ priority: 1 }], reminder: '' },
    { tasks: [{ description: 'a', priority: 1 }] },
    { tasks: 'a', reminder: '' },
  ])('refuses the task answer %j', (json) => {
    expect(parseTaskAnswer(JSON.stringify(json))).toBeUndefined();
  });
});
