// Renders public/og-image.png (1200×630, the default Open Graph image) with Debian's Chromium.
// Run by hand after a brand change: `node scripts/og-image.mjs`. The PNG is committed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; font-family: 'DejaVu Sans', Arial, sans-serif; color: #fff;
    background: linear-gradient(135deg, #1b3877 0%, #172e5f 45%, #0b1630 100%); position: relative; overflow: hidden; }
  .glow { position: absolute; right: -160px; top: -160px; width: 620px; height: 620px; border-radius: 50%;
    background: radial-gradient(circle, rgba(229,183,90,.35), rgba(229,183,90,0) 70%); }
  .wrap { position: absolute; inset: 72px 80px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 22px; font-family: Georgia, 'DejaVu Serif', serif; font-size: 46px; font-weight: 700; }
  .logo { width: 84px; height: 84px; border-radius: 20px; background: rgba(255,255,255,.1); border: 2px solid rgba(255,255,255,.2);
    display: flex; align-items: center; justify-content: center; }
  .brand span { color: #e5b75a; }
  h1 { margin-top: 64px; font-size: 62px; line-height: 1.12; font-weight: 800; letter-spacing: -1px; max-width: 900px; }
  p { margin-top: 26px; font-size: 30px; color: #d9e6ff; }
  .claims { margin-top: auto; display: flex; gap: 18px; }
  .claim { padding: 14px 24px; border-radius: 999px; background: rgba(255,255,255,.1); border: 1px solid rgba(255,255,255,.25); font-size: 22px; font-weight: 600; white-space: nowrap; }
  .claim b { color: #e5b75a; }
</style></head><body><div class="glow"></div><div class="wrap">
  <div class="brand"><div class="logo"><svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="#e5b75a" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="m16 16 3-8 3 8c-.87.65-1.92 1-3 1s-2.13-.35-3-1Z"/><path d="m2 16 3-8 3 8c-.87.65-1.92 1-3 1s-2.13-.35-3-1Z"/><path d="M7 21h10"/><path d="M12 3v18"/><path d="M3 7h2c2 0 5-1 7-2 2 1 5 2 7 2h2"/></svg></div>Avocat <span>Visible</span></div>
  <h1>SEO, création de site et web design pour avocats</h1>
  <p>Plus de clients pour votre cabinet, dans le respect de la déontologie.</p>
  <div class="claims"><div class="claim"><b>150+</b> cabinets accompagnés</div><div class="claim"><b>+285 %</b> de visibilité</div><div class="claim">Audit SEO <b>gratuit</b></div></div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
await page.setContent(html);
await page.screenshot({ path: path.join(root, 'public', 'og-image.png'), type: 'png' });
await browser.close();
console.log('public/og-image.png écrit (1200×630).');
