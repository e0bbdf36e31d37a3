import type { Page } from '@playwright/test';

/** Collects what the page throws, so a test can end with `expect(problems).toEqual([])`. */
export function watchForPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
