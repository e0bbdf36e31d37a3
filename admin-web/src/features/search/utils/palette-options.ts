import { type Locale, paths } from '@/config/paths';
import { hitTarget } from '@/features/search/utils/hit-target';
import type { SearchHit } from '@/features/search/types';
import type { Me } from '@/lib/wire';

/** One row of the header's result list: a hit, or the way to every result on /search. */
export type PaletteOption =
  { kind: 'hit'; hit: SearchHit; href: string | null } | { kind: 'all'; href: string };

/**
 * The hits best first (those the caller can open nothing for stay, shown as such), then the way
 * to all of them; nothing when nothing matched.
 */
export function paletteOptions(
  hits: readonly SearchHit[],
  query: string,
  me: Me | null | undefined,
  prefix?: Locale,
): PaletteOption[] {
  if (query === '' || hits.length === 0) return [];
  return [
    ...hits.map((hit): PaletteOption => ({ kind: 'hit', hit, href: hitTarget(hit, me, prefix) })),
    { kind: 'all', href: paths.search.getHref({ q: query }, prefix) },
  ];
}

/**
 * The option an arrow key moves to from `from` (-1: none yet), wrapping at both ends and passing
 * over options that open nothing; -1 when no option opens anything.
 */
export function stepOption(options: readonly PaletteOption[], from: number, step: 1 | -1): number {
  const count = options.length;
  if (count === 0) return -1;
  let index = from < 0 ? (step === 1 ? -1 : count) : from;
  for (let tried = 0; tried < count; tried += 1) {
    index = (index + step + count) % count;
    if (options[index]?.href != null) return index;
  }
  return -1;
}
