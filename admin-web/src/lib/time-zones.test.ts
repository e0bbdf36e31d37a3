import { currencyOptions } from '@/lib/currencies';
import { timeZoneOptions } from '@/lib/time-zones';

const winter = new Date('2024-01-15T12:00:00Z');

describe('the time zone list', () => {
  it('labels each zone with its offset and its name in the page language, west to east', () => {
    const options = timeZoneOptions('en', 'UTC', winter);
    const tokyo = options.find((option) => option.value === 'Asia/Tokyo');
    expect(tokyo?.label).toBe('(GMT+09:00) Asia/Tokyo · Japan Standard Time');
    const offsets = options.map((option) => option.label.slice(0, 11));
    expect(offsets[0]?.startsWith('(GMT-1')).toBe(true);
    expect(options.findIndex((option) => option.value === 'America/New_York')).toBeLessThan(
      options.findIndex((option) => option.value === 'Asia/Tokyo'),
    );
    expect(options.find((option) => option.value === 'America/New_York')?.label).toMatch(
      /^\(GMT-05:00\) America\/New York/,
    );
  });

  it('names zones in Japanese for a Japanese page', () => {
    const tokyo = timeZoneOptions('ja', 'UTC', winter).find(
      (option) => option.value === 'Asia/Tokyo',
    );
    expect(tokyo?.label).toBe('(GMT+09:00) Asia/Tokyo · 日本標準時');
  });

  it('keeps the browser’s zone even when the list spells it otherwise', () => {
    const options = timeZoneOptions('en', 'Asia/Kolkata', winter);
    expect(options.some((option) => option.value === 'Asia/Kolkata')).toBe(true);
    expect(options.some((option) => option.value === 'UTC')).toBe(true);
  });
});

describe('the currency list', () => {
  it('names each code in the page language', () => {
    expect(currencyOptions('en', 'USD').find((o) => o.value === 'JPY')?.label).toBe(
      'JPY · Japanese Yen',
    );
    expect(currencyOptions('ja', 'USD').find((o) => o.value === 'JPY')?.label).toBe('JPY · 日本円');
  });
});
