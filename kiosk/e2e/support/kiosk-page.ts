// What a person does at the kiosk, by the accessible names its screens promise (English):
// pair it, type a PIN on the pad, pick an action, read the confirmation.
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

/** The first load of a chunk on a busy two-core machine can take a while. */
export const SLOW_LOAD = { timeout: 30_000 };

export type PunchLabel = 'Clock in' | 'Clock out' | 'Start break' | 'End break';

/** A fresh device: a context of its own, so its storage (token, key, journal) is its own. */
export async function newKioskDevice(
  browser: Browser,
  options: { locale?: string; width?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-GB',
    viewport: { width: options.width ?? 1280, height: 900 },
    permissions: ['camera'],
  });
  return { context, page: await context.newPage() };
}

/** The pairing screen: typed code, Pair, then the idle screen with the workspace's name. */
export async function pairByTyping(page: Page, code: string, workspaceName: string): Promise<void> {
  await page.goto('/kiosk/');
  await expect(page.getByRole('heading', { name: 'Pair this kiosk' })).toBeVisible(SLOW_LOAD);
  await page.getByRole('textbox', { name: 'Pairing code' }).fill(code);
  await page.getByRole('button', { name: 'Pair' }).click();
  await expectIdle(page, workspaceName);
}

/** The pairing link a manager's QR code opens. */
export async function pairByLink(page: Page, code: string, workspaceName: string): Promise<void> {
  await page.goto(`/kiosk/?pair=${encodeURIComponent(code)}`);
  await expectIdle(page, workspaceName);
}

/** The idle screen of a paired kiosk (in any language): the workspace's name as its h1. */
export async function expectIdle(page: Page, workspaceName: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: workspaceName })).toBeVisible(SLOW_LOAD);
}

/** The region that tells the connection state and the waiting count. */
export function syncStatus(page: Page): Locator {
  return page.getByRole('region', { name: 'Sync status' });
}

/** Waits until the status shows `count` punches waiting (and says so in words). */
export async function expectWaiting(page: Page, count: number, timeout = 10_000): Promise<void> {
  await expect(syncStatus(page)).toContainText(`${String(count)} waiting to sync`, { timeout });
}

/** Types a PIN on the on-screen pad, digit by digit, then Enter PIN. */
export async function typePin(page: Page, pin: string): Promise<void> {
  for (const digit of pin) {
    await page.getByRole('button', { name: digit, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Enter PIN' }).click();
}

/**
 * Types a PIN on a physical keyboard at a person's pace, then Enter: keys a few milliseconds
 * apart would be taken for a keyboard-wedge card reader's burst.
 */
export async function typePinOnKeyboard(page: Page, pin: string): Promise<void> {
  await page.keyboard.type(pin, { delay: 90 });
  await page.keyboard.press('Enter');
}

/** The identified screen: the member's name (or "PIN to be verified" offline) as its h2. */
export function identifiedHeading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 2, name });
}

/** The confirmation a colleague passing by can read. */
export function confirmation(page: Page): Locator {
  return page.getByRole('status', { name: 'Punch confirmed' });
}

/** A tap anywhere on the confirmation returns to idle at once. */
export async function dismissConfirmation(page: Page, workspaceName: string): Promise<void> {
  await confirmation(page).click();
  await expect(confirmation(page)).toBeHidden();
  await expectIdle(page, workspaceName);
}
