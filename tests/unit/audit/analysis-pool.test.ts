/**
 * The SEO audit's analysis off the main thread (src/server/audit/analysis-pool.ts and
 * nesting.ts): hostile pages come back as too complex — too deep before any tree is built, too
 * slow or too greedy and their worker is stopped and replaced — and the pool never keeps the
 * process alive.
 */
import { execFileSync } from 'node:child_process';
import { getEventListeners } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Element, Text } from 'domhandler';
import { afterAll, describe, expect, it } from 'vitest';
import { AUDIT_COST_LIMITS } from '#shared/audit/cost-limits';
import { AnalysisPool } from '#server/audit/analysis-pool';
import { runAnalysis, type AnalysisRequest } from '#server/audit/analysis-task';
import { nestsDeeperThan, textOf } from '#server/audit/nesting';
import { currentThreadId, threadCpuMs } from '#server/audit/thread-cpu';

const ROOT = path.resolve(import.meta.dirname, '../../..');

const pageRequest = (html: string): AnalysisRequest => ({
  kind: 'page',
  specialization: 'Droit pénal',
  maxDepth: AUDIT_COST_LIMITS.maxDepth,
  maxBytes: AUDIT_COST_LIMITS.analysisBytes,
  page: { body: Buffer.from(html), finalUrl: 'https://cabinet.test/', status: 200, redirects: 0, responseMs: 10, bytes: html.length, charset: 'utf-8', robotsHeader: '' },
});

const GOOD = '<html lang="fr"><head><title>Cabinet Martin, avocat pénaliste à Lyon</title></head><body><h1>Avocat <b>pénaliste</b> à Lyon</h1><a href="/contact">Contact</a></body></html>';
/** 400,000 nested <div> (2 MB): a full tree of it costs parse5 minutes. */
const DEEP = `<html><body>${'<div>'.repeat(400_000)}</body></html>`;
/** About 1 MB of misnested links: shallow for the tokenizer, many seconds for parse5's adoption agency. */
const MISNESTED = `<html><body>${'<a href=x><div></a>'.repeat(52_000)}</body></html>`;

describe('nesting guards', () => {
  it('finds a page nested deeper than the limit without building it, and lets a normal page through', () => {
    expect(nestsDeeperThan(Buffer.from(DEEP), 512)).toBe(true);
    expect(nestsDeeperThan(Buffer.from(`<div>${'<p>x'.repeat(5000)}<img><br></div>`), 512)).toBe(false);
    expect(nestsDeeperThan(Buffer.from(MISNESTED), 512)).toBe(false);
  });

  it('reads the text of 200,000 nested elements without recursion', () => {
    let node = new Element('div', {}, [new Text('fond')]);
    for (let i = 0; i < 200_000; i += 1) node = new Element('div', {}, [new Text(i === 199_999 ? 'haut ' : ''), node]);
    expect(textOf([node])).toBe('haut fond');
  });
});

describe('thread CPU time', () => {
  it('reads the CPU time of this thread from /proc, which grows while it computes', () => {
    const tid = currentThreadId();
    expect(tid).toEqual(expect.any(Number));
    const before = threadCpuMs(tid)!;
    const until = performance.now() + 300;
    while (performance.now() < until) Math.sqrt(Math.random());
    expect(threadCpuMs(tid)! - before).toBeGreaterThan(0);
  });
});

describe('analysis input', () => {
  it('reads the first megabyte of a page and weighs every byte fetched', () => {
    const html = `<html lang="fr"><head><title>Cabinet Martin, avocat pénaliste à Lyon</title></head><body><!-- ${'x'.repeat(1024 * 1024)} --><h1>Après le premier mégaoctet</h1></body></html>`;
    const request = pageRequest(html);
    if (request.kind !== 'page') throw new Error('page request expected');
    const result = runAnalysis({ ...request, page: { ...request.page, bytes: 2 * 1024 * 1024 } });
    if (result.kind !== 'page') throw new Error(`page result expected, got ${result.kind}`);
    expect(result.extras.title).toBe('Cabinet Martin, avocat pénaliste à Lyon');
    expect(result.scores.recommendations).toContain('Ajoutez un titre principal H1 (absent).');
    expect(result.scores.recommendations.find((r) => r.startsWith('Allégez la page'))).toMatch(/^Allégez la page \(2[\s\u202f]?048 Ko de HTML/);
  });
});

describe('analysis pool', () => {
  const pool = new AnalysisPool({ workers: 1, budgetMs: AUDIT_COST_LIMITS.pageAnalysisMs, heapMb: AUDIT_COST_LIMITS.workerHeapMb });
  afterAll(() => pool.close());

  it('analyses a page in a worker thread, and leaves no listener on the audit’s signal', async () => {
    const deadline = new AbortController().signal;
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => pool.run(pageRequest(GOOD), deadline)));
    expect(outcomes[0]).toMatchObject({ ok: true, result: { kind: 'page', extras: { title: 'Cabinet Martin, avocat pénaliste à Lyon', links: ['https://cabinet.test/contact'] } } });
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(getEventListeners(deadline, 'abort')).toHaveLength(0);
  }, 30_000);

  it('answers a page nested 400,000 deep as too deep, at once', async () => {
    const started = performance.now();
    expect(await pool.run(pageRequest(DEEP))).toEqual({ ok: true, result: { kind: 'too-deep' } });
    console.log(`[analysis pool] 400,000-deep page refused in ${Math.round(performance.now() - started)} ms`);
  });

  it('stops a worker past its time budget, and the next page gets a new worker', async () => {
    expect(await pool.run(pageRequest(MISNESTED))).toEqual({ ok: false, reason: 'time' });
    expect(await pool.run(pageRequest(GOOD))).toMatchObject({ ok: true, result: { kind: 'page' } });
    expect(pool.size).toBe(1);
  }, 30_000);

  it('stops a worker past its heap limit', async () => {
    const small = new AnalysisPool({ workers: 1, budgetMs: 20_000, heapMb: 24 });
    try {
      const flat = `<html><body>${'<p class="a">Texte <a href="/x">lien</a></p>'.repeat(23_000)}</body></html>`;
      expect(await small.run(pageRequest(flat))).toEqual({ ok: false, reason: 'memory' });
    } finally {
      await small.close();
    }
  }, 30_000);

  it('never keeps the process alive: a script that analyses a page ends without closing the pool', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'analysis-pool-'));
    const file = path.join(dir, 'script.mts');
    fs.writeFileSync(file, `import { AnalysisPool } from '${path.join(ROOT, 'src/server/audit/analysis-pool.ts')}';
      const pool = new AnalysisPool({ workers: 2, budgetMs: 2000, heapMb: 128 });
      const html = '<title>Cabinet</title><h1>Avocat</h1>';
      const outcome = await pool.run({ kind: 'page', specialization: 'Autre', maxDepth: 512, maxBytes: 1e6, page: { body: Buffer.from(html), finalUrl: 'https://a.test/', status: 200, redirects: 0, responseMs: 1, bytes: html.length, charset: 'utf-8', robotsHeader: '' } });
      console.log(outcome.ok ? 'analysée' : outcome.reason);`);
    const started = performance.now();
    const out = execFileSync(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, timeout: 20_000, encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    console.log(`[analysis pool] script ended ${Math.round(performance.now() - started)} ms after its start`);
    expect(out.trim()).toBe('analysée');
  }, 30_000);
});
