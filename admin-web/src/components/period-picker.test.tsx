import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';

import { PeriodPicker, useReportRangeParam } from '@/components/period-picker';
import { todayIn } from '@/lib/report-range';
import { renderRoutes } from '@/testing/test-utils';

function PickerPage({ weekStart = 1 }: { weekStart?: number }) {
  const { draft, change, range } = useReportRangeParam({ timeZone: 'Asia/Tokyo', weekStart });
  const { search } = useLocation();
  return (
    <>
      <PeriodPicker value={draft} onChange={change} timeZone="Asia/Tokyo" weekStart={weekStart} />
      <p data-testid="address">{search}</p>
      <p data-testid="range">{`${range.from}..${range.to}`}</p>
    </>
  );
}

const address = () => screen.getByTestId('address').textContent;

describe('PeriodPicker', () => {
  it('steps months from the address and says which one it shows', async () => {
    renderRoutes([{ path: '*', element: <PickerPage /> }], '/r?unit=month&from=2026-03-01');

    expect(await screen.findByText('March 2026')).toBeInTheDocument();
    expect(screen.getByText('Days in Asia/Tokyo')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous period' }));
    expect(await screen.findByText('February 2026')).toBeInTheDocument();
    expect(address()).toBe('?unit=month&from=2026-02-01');
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    expect(address()).toBe('?unit=month&from=2026-04-01');
  });

  it('switches to weeks starting on the workspace week start, and back to today', async () => {
    renderRoutes(
      [{ path: '*', element: <PickerPage weekStart={7} /> }],
      '/r?unit=month&from=2026-11-01',
    );

    fireEvent.click(await screen.findByRole('radio', { name: 'Week' }));
    // 2026-11-01 is a Sunday: with Sunday weeks it starts its own week.
    expect(screen.getByTestId('range').textContent).toBe('2026-11-01..2026-11-07');
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    const today = todayIn('Asia/Tokyo');
    const [from = '', to = ''] = screen.getByTestId('range').textContent.split('..');
    expect(from <= today && today <= to).toBe(true);
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
  });

  it('takes a custom range once it is valid, and explains a wrong one', async () => {
    renderRoutes([{ path: '*', element: <PickerPage /> }], '/r?unit=day&from=2026-05-04');

    fireEvent.click(await screen.findByRole('radio', { name: 'Custom' }));
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '2026-05-01' } });
    expect(screen.getByText('The end comes before the start.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous period' })).toBeDisabled();
    expect(address()).toBe('?unit=custom&from=2026-05-04&to=2026-05-04');

    fireEvent.change(to, { target: { value: '2026-05-10' } });
    expect(address()).toBe('?unit=custom&from=2026-05-04&to=2026-05-10');
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    expect(address()).toBe('?unit=custom&from=2026-05-11&to=2026-05-17');
  });
});
