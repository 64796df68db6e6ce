/**
 * Debian's nginx as a real load balancer on loopback, for the multi-node tests: a generated
 * deploy/nginx.conf pointed at the test's nodes, in a temp prefix, run in the foreground.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const NGINX_BIN = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export type Balancer = { url: string; child: ChildProcess; errorLog: () => string; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const DEPLOY_CONF = path.resolve(import.meta.dirname, '../../deploy/nginx.conf');

/**
 * deploy/nginx.conf itself, pointed at the test's nodes: its upstream servers replaced by
 * `servers`, its port by a free one on loopback, its files in `dir`, in the foreground.
 */
function balancerConfig(deploy: string, { dir, port, servers }: { dir: string; port: number; servers: string }): string {
  const replaced = deploy
    .replace('worker_processes auto;', `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;`)
    .replace(/^http \{$/m, `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`)
    .replace(/(upstream app \{\n)(?:\s*server [^;]+;\n)+/, `$1${servers}\n`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  if (!replaced.includes(`listen 127.0.0.1:${port};`) || !replaced.includes(servers)) throw new Error('deploy/nginx.conf: upstream or listen not found');
  return replaced;
}

/** nginx in front of `upstreams` (`http://127.0.0.1:port` each); resolves once it accepts connections. */
export async function startBalancer(upstreams: string[]): Promise<Balancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-nginx-'));
  const port = await freePort();
  const servers = upstreams.map((u) => `    server ${new URL(u).host} max_fails=1 fail_timeout=10s;`).join('\n');
  const conf = balancerConfig(fs.readFileSync(DEPLOY_CONF, 'utf8'), { dir, port, servers });
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    child,
    errorLog: () => (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '') + stderr,
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGQUIT');
        });
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
