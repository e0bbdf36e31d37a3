/** Wire times are whole unix seconds. */
export type UnixSeconds = number;

export function toUnixSeconds(date: Date): UnixSeconds {
  return Math.floor(date.getTime() / 1000);
}

export function fromUnixSeconds(seconds: UnixSeconds): Date {
  return new Date(seconds * 1000);
}

export function toUnixSecondsOrNull(date: Date | null): UnixSeconds | null {
  return date ? toUnixSeconds(date) : null;
}
