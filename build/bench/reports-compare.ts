/** `name: api x, floor y` when two numbers differ by more than `within` (half a second). */
export function differ(name: string, api: unknown, floor: unknown, within = 0.5): string[] {
  const a = Number(api);
  const f = Number(floor ?? 0);
  return Math.abs(a - f) <= within ? [] : [`${name}: api ${String(api)}, floor ${String(f)}`];
}
