import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';

import { DurationInput, readDuration } from '@/components/duration-input';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/test-utils';

function Estimate({ max }: { max?: number }) {
  const [value, setValue] = useState('');
  return (
    <DurationInput
      label="Estimate"
      value={value}
      onChange={setValue}
      maxSeconds={max}
      invalidMessage="Write a duration such as 1.5 or 2h 30m."
      readsAs={(duration) => `Reads as ${duration}`}
      emptyHint="A bare number is hours."
    />
  );
}

describe('DurationInput', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('reads a bare number as hours, and units and clock times too', () => {
    expect(readDuration('')).toEqual({ state: 'empty' });
    expect(readDuration(' 1.5 ')).toEqual({ state: 'ok', seconds: 5400 });
    expect(readDuration('2h 30m')).toEqual({ state: 'ok', seconds: 9000 });
    expect(readDuration('1:30')).toEqual({ state: 'ok', seconds: 5400 });
    expect(readDuration('1時間30分')).toEqual({ state: 'ok', seconds: 5400 });
    expect(readDuration('soon')).toEqual({ state: 'invalid' });
    expect(readDuration('-1')).toEqual({ state: 'invalid' });
    expect(readDuration('3', 3600)).toEqual({ state: 'invalid' });
  });

  it('says how the text was read, and marks unreadable text at once', () => {
    renderWithProviders(<Estimate />);
    const input = screen.getByRole('textbox', { name: 'Estimate' });
    expect(screen.getByText('A bare number is hours.')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '1.5' } });
    expect(screen.getByText('Reads as 1h 30m')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: 'tomorrow' } });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Write a duration such as 1.5 or 2h 30m.');
  });

  it('shows the reading in the page language', async () => {
    await i18n.changeLanguage('ja');
    renderWithProviders(<Estimate />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Estimate' }), {
      target: { value: '2h 30m' },
    });
    expect(screen.getByText('Reads as 2時間30分')).toBeInTheDocument();
  });

  it('refuses more than the longest duration allowed', () => {
    renderWithProviders(<Estimate max={3600} />);
    const input = screen.getByRole('textbox', { name: 'Estimate' });
    fireEvent.change(input, { target: { value: '2' } });
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
