/**
 * The slow phone of Lighthouse's mobile profile, applied to a page through the Chrome DevTools Protocol:
 * slow 4G (150 ms round trip, 1.6 Mb/s down, 750 kb/s up) and a CPU 4× slower than the machine's.
 * The `phone` project of playwright.config.ts sets it; tests/e2e/fixtures.ts applies it to every page.
 */
import type { Page } from '@playwright/test';

export type Throttle = { latencyMs: number; downloadBitsPerSecond: number; uploadBitsPerSecond: number; cpuSlowdown: number };

export type ThrottleOptions = { throttle: Throttle | null };

export const PHONE_PROFILE: Throttle = { latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000, cpuSlowdown: 4 };

/** Slows `page`'s network and CPU before it loads anything. */
export async function applyThrottle(page: Page, throttle: Throttle): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttle.latencyMs,
    downloadThroughput: throttle.downloadBitsPerSecond / 8,
    uploadThroughput: throttle.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown });
}
