import { expect, test } from '@playwright/test';

const APPEAL = 'I hold the registration with the gas network operator; the number is on my invoices.';

/** The appeal page: a lazy host route, reached from the statement of reasons' link. */
test.describe('appeal page', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px a refused appeal is announced and the text stays`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const landing = [...scripts];

      await page.goto('/appeal/999999?token=not-a-real-token');
      await expect(page.getByRole('heading', { level: 1, name: 'Appeal a moderation decision' })).toBeVisible();
      // The page's own code came with it, not with the landing page.
      expect(scripts.filter((url) => !landing.includes(url)).length).toBeGreaterThan(0);
      const field = page.getByLabel('Why is the decision wrong?');
      await field.fill(APPEAL);
      await page.getByRole('button', { name: 'Send appeal' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(field).toHaveValue(APPEAL);
      await page.screenshot({ path: testInfo.outputPath(`appeal-${width}.png`), fullPage: true });
    });
  }
});
