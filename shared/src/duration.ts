/**
 * Duration input as people type it (projects-billing-spec section 9): a bare number is hours;
 * units are years, months, weeks, days, hours, minutes and seconds, in English or Japanese.
 */
export const SECONDS_PER = {
  year: 31_536_000,
  month: 2_628_000,
  week: 604_800,
  day: 86_400,
  hour: 3_600,
  minute: 60,
  second: 1,
} as const;
export type DurationUnit = keyof typeof SECONDS_PER;

/** Every spelling of every unit, already lower-cased and NFKC-normalised. */
const UNIT_WORDS: Readonly<Record<DurationUnit, readonly string[]>> = {
  year: ['y', 'yr', 'yrs', 'year', 'years', '年', '年間'],
  // "m" is minutes, as in "90m"; months need at least "mo". A bare 月 names a month of the year.
  month: [
    'mo',
    'mos',
    'mon',
    'mons',
    'month',
    'months',
    'ヶ月',
    'か月',
    'カ月',
    'ヵ月',
    'ケ月',
    '箇月',
  ],
  week: ['w', 'wk', 'wks', 'week', 'weeks', '週', '週間'],
  day: ['d', 'day', 'days', '日', '日間'],
  hour: ['h', 'hr', 'hrs', 'hour', 'hours', '時間'],
  minute: ['m', 'min', 'mins', 'minute', 'minutes', '分', '分間'],
  second: ['s', 'sec', 'secs', 'second', 'seconds', '秒', '秒間'],
};

const UNIT_OF = new Map<string, DurationUnit>(
  (Object.entries(UNIT_WORDS) as [DurationUnit, readonly string[]][]).flatMap(([unit, words]) =>
    words.map((word) => [word, unit] as const),
  ),
);

const NUMBER = String.raw`(?:\d+(?:\.\d+)?|\.\d+)`;
const BARE_NUMBER = new RegExp(`^${NUMBER}$`);
const CLOCK = /^(\d+):([0-5]?\d)(?::([0-5]?\d))?$/;
/** One "<number> <unit>" term: the unit is a run of ASCII letters or of non-ASCII letters. */
const TERM = new RegExp(`(${NUMBER})\\s*([a-z]+|[^\\x00-\\x7F\\d\\s.,]+)[\\s,]*`, 'y');

/**
 * Seconds in a duration such as "1.5" (hours), "2h 30m", "1 day 2 hours", "90m", "1:30" (h:mm),
 * "1:30:15" (h:mm:ss) or "1時間30分"; case, spacing and full-width characters do not matter. A
 * number input is read like its decimal text, so as hours. Fractions of a second are rounded.
 * Negative, empty or unreadable input answers `undefined`.
 */
export function parseDuration(input: string | number): number | undefined {
  if (typeof input === 'number') {
    return Number.isFinite(input) && input >= 0 ? Math.round(input * SECONDS_PER.hour) : undefined;
  }
  const text = input.normalize('NFKC').trim().toLowerCase();
  if (text === '') return undefined;
  if (BARE_NUMBER.test(text)) return finite(Number(text) * SECONDS_PER.hour);
  const clock = CLOCK.exec(text);
  if (clock) {
    const [, hours = '0', minutes = '0', seconds = '0'] = clock;
    return finite(Number(hours) * 3_600 + Number(minutes) * 60 + Number(seconds));
  }
  return finite(sumOfTerms(text));
}

function sumOfTerms(text: string): number | undefined {
  TERM.lastIndex = 0;
  let total = 0;
  while (TERM.lastIndex < text.length) {
    const match = TERM.exec(text);
    const unit = match?.[2] === undefined ? undefined : UNIT_OF.get(match[2]);
    if (!match || !unit) return undefined;
    total += Number(match[1]) * SECONDS_PER[unit];
  }
  return total;
}

function finite(seconds: number | undefined): number | undefined {
  return seconds !== undefined && Number.isFinite(seconds) ? Math.round(seconds) : undefined;
}

/**
 * A compact rendering that `parseDuration` reads back: "1d 2h 3m", "45s", "0m". Days are the
 * largest unit, since months and years are not whole days.
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(`A duration needs a non-negative number of seconds, not ${seconds}.`);
  }
  let rest = Math.round(seconds);
  const parts: string[] = [];
  for (const [unit, label] of [
    ['day', 'd'],
    ['hour', 'h'],
    ['minute', 'm'],
    ['second', 's'],
  ] as const) {
    const count = Math.floor(rest / SECONDS_PER[unit]);
    rest -= count * SECONDS_PER[unit];
    if (count > 0) parts.push(`${count}${label}`);
  }
  return parts.length > 0 ? parts.join(' ') : '0m';
}
