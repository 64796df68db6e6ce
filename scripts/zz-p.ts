import fs from 'node:fs';
import { createApp } from '#server/app';
import { loadConfig } from '#server/platform/env';
for (let i = 0; i < 4; i++) {
  const dir = fs.mkdtempSync('/tmp/t27/app-');
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_PATH: dir + '/app.sqlite', UPLOADS_DIR: dir + '/u', SITE_URL: 'https://www.avocat-visible.test', LOG_LEVEL: 'silent', LEAD_REMINDER_MINUTES: '0' });
  const t = performance.now();
  const c = await createApp(config, 'production');
  const t1 = performance.now();
  await c.close();
  console.log('createApp', Math.round(t1 - t), 'close', Math.round(performance.now() - t1));
}
