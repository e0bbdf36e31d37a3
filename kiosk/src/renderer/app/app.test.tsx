import { render, screen } from '@testing-library/react';

import { App } from '@/app/app';

describe('App', () => {
  it('shows the idle screen: name, clock and how to identify', () => {
    render(<App />);

    expect(screen.getByRole('heading', { level: 1, name: 'Punchcard kiosk' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Current time' })).toHaveTextContent(
      /\d{1,2}:\d{2}:\d{2}/,
    );
    expect(
      screen.getByText('Enter your PIN, scan your badge or tap your card'),
    ).toBeInTheDocument();
  });
});
