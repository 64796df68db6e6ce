/**
 * A public page carries no render time (the same bytes on every node): its dehydrated queries and
 * route matches are written with 0 and read in the browser as the time the page was requested. The
 * page still hydrates with its data: on the home, the latest articles come from the queries the
 * server rendered it with — the tRPC layer loads with that section, and no call to the API is made.
 */
import { expect, test, waitForHydration } from './fixtures';

test('the home hydrates with its data: the latest articles without a call to the API, then a navigation to the blog', async ({ page, server, problems }) => {
  const apiCalls: string[] = [];
  let trpcLayer = false;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc') || pathname.startsWith('/api/blog')) apiCalls.push(pathname);
    if (/\/trpc-react[-.][\w-]*\.js$/.test(pathname)) trpcLayer = true;
  });
  await page.goto(server.url + '/');
  await waitForHydration(page);
  const teasers = page.locator('section#blog');
  // The sections below the services bring in their code when the visitor scrolls.
  await expect.poll(async () => trpcLayer || (await page.mouse.wheel(0, 400), false), { message: 'the tRPC layer loads with the articles', timeout: 15_000 }).toBe(true);
  await teasers.scrollIntoViewIfNeeded();
  await expect(teasers.getByRole('listitem')).toHaveCount(3);
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toEqual([]);
  // A navigation in the app still loads the next page's data.
  await page.goto(server.url + '/sitemap');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
