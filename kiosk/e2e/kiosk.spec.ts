import { expect, test } from '@playwright/test';

const clockText = /\d{1,2}:\d{2}:\d{2}/;

test('the kiosk idle screen shows its name, a ticking clock and the prompt', async ({ page }) => {
  await page.goto('/kiosk/');

  await expect(page.getByRole('heading', { level: 1, name: 'Punchcard kiosk' })).toBeVisible();
  await expect(page.getByText('Enter your PIN, scan your badge or tap your card')).toBeVisible();

  const clock = page.getByRole('region', { name: 'Current time' });
  await expect(clock).toHaveText(clockText);
  const shown = await clock.textContent();
  await expect(clock).not.toHaveText(shown ?? '', { timeout: 3_000 });
  await expect(clock).toHaveText(clockText);
});
