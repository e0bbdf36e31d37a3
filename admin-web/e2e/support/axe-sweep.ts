// The steps of the accessibility sweep: wait until a page shows its final state, then run
// axe-core in the current colour mode and in the other, switched through the media query
// (Mantine follows it live in its "system" mode, so no reload is needed).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules of WCAG 2.0-2.2 level A and AA that axe-core checks. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What fails the sweep; minor and moderate findings are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

export type ColorScheme = 'light' | 'dark';

/** Serious and critical violations, each as its rule and the elements it found. */
export async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    // 2.5.3 Label in Name: experimental in axe, so off unless asked for (the header's logo).
    // Passes and inapplicable rules are not collected: only violations are read.
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.html.slice(0, 160))
          .join(' | ')}`,
    );
}

/**
 * Until finite CSS transitions and animations are done, so colours are the final ones. Two
 * frames first: Mantine starts a transition (a dialog fading in) a frame after it mounts.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** Settles an opened dialog or drawer before it is checked. */
export async function dialogSettled(page: Page): Promise<void> {
  await expect(page.getByRole('menu')).toBeHidden();
  await settled(page);
}

/**
 * Waits for the page's heading and for its data (no loader or skeleton left). A page without a
 * level-one heading is reported (softly: the sweep goes on) since every screen must have one.
 */
export async function ready(page: Page): Promise<void> {
  await expect
    .soft(page.getByRole('heading', { level: 1 }).first(), `${page.url()} has an h1`)
    .toBeVisible({ timeout: 10_000 });
  await expect
    .soft(
      page.locator('.page-loader, .mantine-Loader-root:visible, .mantine-Skeleton-root:visible'),
      `${page.url()} finished loading`,
    )
    .toHaveCount(0, { timeout: 15_000 });
  await settled(page);
}

/** Switches the colour mode and waits until the page shows it. */
export async function switchTo(page: Page, scheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  await settled(page);
}

/**
 * The blocking violations of the page as it is now in `first`, then in the other mode (each
 * prefixed with its mode), and the mode it was left in: the next page starts there, so every
 * page costs one switch and no reload.
 */
export async function checkBothSchemes(
  page: Page,
  first: ColorScheme,
): Promise<{ found: string[]; left: ColorScheme }> {
  const second: ColorScheme = first === 'light' ? 'dark' : 'light';
  const found: string[] = [];
  for (const scheme of [first, second]) {
    if (scheme === second) await switchTo(page, scheme);
    found.push(...(await blockingViolations(page)).map((violation) => `[${scheme}] ${violation}`));
  }
  return { found, left: second };
}
