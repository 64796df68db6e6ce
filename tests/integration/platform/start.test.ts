import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `npm start`'s process: the built server, NODE_ENV=production, its own SQLite file. */
describe('the production server process', () => {
  let child: ChildProcess;
  let url = '';
  let output = '';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-start-'));

  beforeAll(async () => {
    child = spawn(process.execPath, ['dist/server/index.js'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATABASE_PATH: path.join(dir, 'app.sqlite') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listen line:\n${output}`)), 30_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = output.match(/écoute sur (http:\/\/127\.0\.0\.1:\d+)/);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
    });
  });

  afterAll(() => {
    child?.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('renders the home page and an article with the production bundles', async () => {
    const home = await fetch(url + '/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Audit SEO Gratuit');
    const blog = await fetch(url + '/blog');
    expect(blog.status).toBe(200);
    expect((await blog.text()).replaceAll('<!-- -->', '')).toContain('3 articles publiés');
    expect(output).not.toMatch(/Error/);
  });

  it('refuses to start with an invalid configuration, naming the variable', async () => {
    const bad = spawn(process.execPath, ['dist/server/index.js'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: 'quatre-mille' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    bad.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((resolve) => bad.once('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('Configuration invalide');
    expect(err).toContain('PORT');
  });
});
