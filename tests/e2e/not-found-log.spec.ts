/**
 * « Pages introuvables » in a real browser: before any 404 the view says so; then a visitor
 * follows a dead link from another site and a crawler asks for an old address, and staff see both
 * lines — visits, crawlers, referrer — each with its « Créer une redirection » link; the period is
 * in the address; the links are reached from the keyboard; at 390 px the page does not scroll
 * sideways and the first line's link is on screen.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, shot, test } from './fixtures';
import { ADMIN_SERVER_ENV } from './admin-helpers';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test.use({ serverEnv: ADMIN_SERVER_ENV, viewport: { width: 1280, height: 900 } });

test('staff see the 404s of the site, with where they came from, and a link to redirect each', async ({ adminPage: page, server, browser, problems }) => {
  const nav = page.getByRole('navigation', { name: 'Administration' });
  const table = page.getByRole('table', { name: 'Pages introuvables' });

  await test.step('nothing asked for yet: the empty state', async () => {
    await page.goto(`${server.url}/admin/dashboard`);
    await nav.getByRole('link', { name: 'Pages introuvables' }).click();
    await expect(page).toHaveURL(`${server.url}/admin/dashboard/not-found`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pages introuvables' })).toBeVisible();
    await expect(page.getByText('Aucune page introuvable sur cette période.')).toBeVisible();
  });

  await test.step('a visitor follows a dead link from a directory; a crawler asks for an old address', async () => {
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    const reply = await tab.goto(`${server.url}/blog/article-disparu`, { referer: 'https://www.annuaire-avocats.test/fiches/cabinet-martin?page=2' });
    expect(reply?.status()).toBe(404);
    await visitor.close();
    const crawler = await fetch(`${server.url}/ancien-tarif`, { headers: { 'user-agent': GOOGLEBOT } });
    await crawler.arrayBuffer();
    expect(crawler.status).toBe(404);
    await expect
      .poll(() => server.query('SELECT path, hits, bot_hits FROM not_found_hits ORDER BY path'), { message: 'both 404s counted' })
      .toEqual([
        { path: '/ancien-tarif', hits: 0, bot_hits: 1 },
        { path: '/blog/article-disparu', hits: 1, bot_hits: 0 },
      ]);
  });

  await test.step('the view lists both, with their counts, the referrer and the link to redirect them', async () => {
    await page.reload();
    const visited = table.getByRole('row', { name: /\/blog\/article-disparu/ });
    await expect(visited.getByRole('cell')).toHaveText([
      /^\/blog\/article-disparu\s*Créer une redirection/,
      '1',
      '0',
      /^\d\d\/\d\d\/\d{4} à \d\d:\d\d$/,
      'https://www.annuaire-avocats.test/fiches/cabinet-martin (1)',
    ]);
    await expect(visited.getByRole('link', { name: 'Créer une redirection pour /blog/article-disparu' })).toHaveAttribute(
      'href',
      '/admin/dashboard/redirects?from=%2Fblog%2Farticle-disparu',
    );
    const crawled = table.getByRole('row', { name: /\/ancien-tarif/ });
    await expect(crawled.getByRole('cell').nth(2)).toHaveText('1');
    await expect(crawled.getByRole('cell').nth(4)).toHaveText('Directe ou inconnue');
    await expect(crawled.getByRole('link', { name: 'Créer une redirection pour /ancien-tarif' })).toBeVisible();
    await shot(page, 'pages-introuvables');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  await test.step('the period is chosen in the address, and the links follow it from the keyboard', async () => {
    const period = page.getByLabel('Période');
    await expect(period).toHaveValue('30');
    await period.selectOption('7');
    await expect(page).toHaveURL(`${server.url}/admin/dashboard/not-found?days=7`);
    await expect(table.getByRole('row')).toHaveCount(3);
    await period.focus();
    await page.keyboard.press('Tab');
    await expect(table.getByRole('link', { name: /^Créer une redirection pour / }).first()).toBeFocused();
    await page.reload();
    await expect(period).toHaveValue('7');
  });

  await test.step('at 390 px the page does not scroll sideways, the first line’s link on screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('table', { name: 'Pages introuvables' }).scrollIntoViewIfNeeded();
    await expect(table.getByRole('link', { name: /^Créer une redirection pour / }).first()).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'pages-introuvables-390');
  });

  expect(problems).toEqual([]);
});
