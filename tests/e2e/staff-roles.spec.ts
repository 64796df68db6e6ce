/**
 * Roles on screen: an editor (who joins through the invitation page) and a sales person each see
 * their own views only — the sidebar, and another view's address leading back to their first view.
 */
import type { Page } from '@playwright/test';
import { api, FIRST_ADMIN, registerAdmin, type TestServer } from '../helpers/server';
import { newestLinkToken } from '../helpers/staff-links';
import { expect, toast, waitForHydration } from './fixtures';
import { ADMIN_SERVER_ENV, login, test } from './admin-helpers';

test.use({ serverEnv: ADMIN_SERVER_ENV });

async function adminToken(server: TestServer): Promise<string> {
  const res = await api<{ token?: string }>(server.url, 'POST', '/api/admin/login', { body: { username: FIRST_ADMIN.username, password: FIRST_ADMIN.password } });
  return res.body.token ?? registerAdmin(server.url);
}

/** Invites `email` with `role`; returns the link's path (the app has no SMTP: the test gives the invitation its token). */
async function invitationPath(server: TestServer, email: string, role: string): Promise<string> {
  const res = await api(server.url, 'POST', '/api/admin/users/invitations', { token: await adminToken(server), body: { email, role } });
  expect(res.status).toBe(201);
  return `/admin/invitation/${await newestLinkToken(server, 'invitation')}`;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Administration' }).first();

test('an editor joins through the invitation page and sees the blog views only', async ({ page, server }) => {
  const path = await invitationPath(server, 'redaction@cabinet.test', 'editor');
  await page.goto(server.url + path);
  await waitForHydration(page);
  await expect(page.getByText('rôle « Rédacteur »')).toBeVisible();
  await page.getByLabel("Nom d'utilisateur").fill('redaction');
  await page.getByLabel('Mot de passe').fill('une-phrase-de-passe-longue');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(`${server.url}/admin/dashboard/articles`);
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Articles de blog' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Générateur IA' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Paramètres' })).toBeVisible();
  for (const hidden of ['Tableau de bord', 'Contacts', 'E-mails', 'Webhooks', 'Journal']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await page.goto(`${server.url}/admin/dashboard/leads`);
  await expect(page).toHaveURL(`${server.url}/admin/dashboard/articles`);
  await page.goto(`${server.url}/admin/blog/new`);
  await expect(page).toHaveURL(`${server.url}/admin/blog/new`);
  await page.goto(`${server.url}/admin/dashboard/settings`);
  await expect(page.getByText('Rédacteur', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Équipe' })).toHaveCount(0);
});

test('a sales person logs in and sees the lead views only', async ({ page, server }) => {
  const path = await invitationPath(server, 'ventes@cabinet.test', 'sales');
  const token = path.split('/').pop()!;
  const accepted = await api(server.url, 'POST', `/api/invitations/${token}`, { body: { username: 'ventes', password: 'une-phrase-de-passe-longue' } });
  expect(accepted.status).toBe(201);
  await login(page, server.url, { username: 'ventes', password: 'une-phrase-de-passe-longue' });
  await expect(page).toHaveURL(/\/admin\/dashboard\/leads/);
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Contacts' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'E-mails' })).toBeVisible();
  for (const hidden of ['Tableau de bord', 'Articles de blog', 'Générateur IA', 'Webhooks', 'Journal']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await page.goto(`${server.url}/admin/dashboard/articles`);
  await expect(page).toHaveURL(/\/admin\/dashboard\/leads/);
  await page.goto(`${server.url}/admin/blog/new`);
  await expect(page).toHaveURL(/\/admin\/dashboard\/leads/);
});

test('an admin sees the pending invitations in « Équipe » and revokes one from the keyboard, after confirming', async ({ adminPage: page, server, problems }) => {
  const email = 'attente@cabinet.test';
  const path = await invitationPath(server, email, 'sales');
  await page.goto(`${server.url}/admin/dashboard/settings`);
  await waitForHydration(page);
  const table = page.getByRole('table', { name: 'Invitations en attente' });
  await expect(table.getByRole('row', { name: new RegExp(`${email} Commercial admin`) })).toBeVisible();
  const revoke = table.getByRole('button', { name: `Révoquer l'invitation de ${email}` });

  // Cancelled: nothing happens.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await revoke.focus();
  await page.keyboard.press('Enter');
  await expect(revoke).toBeVisible();
  expect((await api(server.url, 'GET', `/api/invitations/${path.split('/').pop()}`)).status).toBe(200);

  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await revoke.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Invitation révoquée')).toBeVisible();
  expect(question).toBe(`Révoquer l'invitation de ${email} ? Son lien ne fonctionnera plus.`);
  await expect(page.getByText('Aucune invitation en attente.')).toBeVisible();
  expect((await api(server.url, 'GET', `/api/invitations/${path.split('/').pop()}`)).status).toBe(404);
  expect(problems).toEqual([]);
});
