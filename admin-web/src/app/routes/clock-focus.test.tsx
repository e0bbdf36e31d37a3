// Where keyboard focus goes when a clock action replaces the button that was pressed (WCAG 2.4.3):
// to the action that undoes it, never back to the top of the page.
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';

import { clockApi, now, routes } from '@/app/testing/clock-page';
import { notWorking, onBreak, working } from '@/features/workspace-times/testing/clock-fixtures';
import { ok } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

// These pages load their texts and code on first render; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

/** Presses `name` the way a keyboard does: focus first, then activate. */
async function press(name: string) {
  const button = await screen.findByRole('button', { name });
  button.focus();
  fireEvent.click(button);
}

describe('focus on the clock page', () => {
  jest.setTimeout(30_000);
  let restore: () => void = () => undefined;
  afterEach(() => {
    cleanup();
    restore();
  });

  it('moves from Clock in to Clock out, Take a break to End break and back', async () => {
    const api = clockApi(notWorking, {
      writes: {
        'POST /v1/workspaces/timestamps': (state) => {
          state.status = working(now());
          return ok({ id: 'wt', start: now() });
        },
        'POST /v1/workspaces/timestamps/break': (state) => {
          state.status = onBreak(now() - 60, now());
          return ok({});
        },
        'PATCH /v1/workspaces/timestamps/break': (state) => {
          state.status = working(now() - 60);
          return ok({});
        },
        'PATCH /v1/workspaces/timestamps': (state) => {
          state.status = notWorking;
          return ok({ id: 'wt', end: now() });
        },
      },
    });
    restore = api.restore;
    renderRoutes(routes, '/clock');

    await press('Clock in');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Clock out' })).toHaveFocus();
    });
    await press('Take a break');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'End break' })).toHaveFocus();
    });
    await press('End break');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Take a break' })).toHaveFocus();
    });
    await press('Clock out');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Clock in' })).toHaveFocus();
    });
  });

  it('leaves focus alone when the person moved it elsewhere meanwhile', async () => {
    const api = clockApi(notWorking, {
      writes: {
        'POST /v1/workspaces/timestamps': (state) => {
          state.status = working(now());
          return ok({ id: 'wt', start: now() });
        },
      },
    });
    restore = api.restore;
    renderRoutes(routes, '/clock');

    await press('Clock in');
    const elsewhere = screen.getByRole('radiogroup', { name: 'Timer display' });
    const option = elsewhere.querySelector('input');
    option?.focus();
    expect(await screen.findByRole('button', { name: 'Clock out' })).not.toHaveFocus();
    expect(option).toHaveFocus();
  });
});
