/**
 * The analysis workers of the SEO audit: fetched pages are parsed and scored off the main thread,
 * so that no page, however hostile, holds up the server (its health check, its other requests).
 * A few worker threads for the whole process; each request runs alone on a worker, within a budget
 * of CPU time (the worker thread's own, read from /proc on Linux; wall-clock time elsewhere, and
 * never more than WALL_CLOCK_FACTOR times the budget of wall-clock time: past it the worker is terminated) and a heap limit (`resourceLimits`: past it V8 stops
 * the worker). A worker that ends is replaced by the next request that needs one. An idle worker
 * is unref'd (it never keeps the process alive: a busy one does, for its budget at most), and
 * `close()` terminates them all.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TooComplexReason } from '#shared/audit/cost-limits';
import { PROJECT_ROOT } from '../platform/paths';
import type { AnalysisRequest, AnalysisResult } from './analysis-task';
import { threadCpuMs } from './thread-cpu';
import { processLog } from '#server/platform/log';

/** A page whose thread waits for a core still stops after this many times its budget of wall-clock time. */
const WALL_CLOCK_FACTOR = 5;

/**
 * `built`: run the worker of the production bundle (dist/server/audit-worker.js, made by
 * `npm run build`) even when this module runs from its TypeScript source — what a server in
 * production mode does, tests included; otherwise the source's worker loads through tsx (seconds).
 */
export type PoolOptions = { workers: number; budgetMs: number; heapMb: number; built?: boolean };

/** A request's outcome: its result, or why the page was too complex to analyse. */
export type PoolOutcome = { ok: true; result: AnalysisResult } | { ok: false; reason: TooComplexReason };

type Job = { request: AnalysisRequest; budgetMs: number; resolve: (outcome: PoolOutcome) => void; reject: (error: Error) => void; signal?: AbortSignal };
type Slot = { worker: Worker; tid: number | null; ready: boolean; job: Job | null; timer: NodeJS.Timeout | null; outOfMemory: boolean };

/**
 * Where the worker's code is: the bundle's `dist/server/audit-worker.js` (scripts/build.mjs), or
 * from the sources (tsx, Vitest) a bootstrap that loads the TypeScript entry through tsx.
 */
function workerEntry(built = false): { file: string } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts') && !built) return { file: path.join(path.dirname(here), 'analysis-worker-dev.mjs') };
  return { file: path.join(PROJECT_ROOT, 'dist', 'server', 'audit-worker.js') };
}

const abortError = () => Object.assign(new Error('analyse abandonnée'), { name: 'AbortError' });

export class AnalysisPool {
  private readonly slots = new Set<Slot>();
  private readonly waiting: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PoolOptions) {}

  /** Runs `request` on a worker (waiting for a free one); `signal` drops it while it waits. */
  run(request: AnalysisRequest, signal?: AbortSignal, budgetMs = this.options.budgetMs): Promise<PoolOutcome> {
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<PoolOutcome>((resolve, reject) => {
      // The listener goes as soon as the job leaves the line (one audit sends many jobs with one signal).
      const onAbort = () => {
        const index = this.waiting.indexOf(job);
        if (index >= 0) {
          this.waiting.splice(index, 1);
          reject(abortError());
        }
      };
      const job: Job = {
        request,
        budgetMs,
        resolve: (outcome) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(outcome);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
        signal,
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(job);
      this.dispatch();
    });
  }

  /** Workers alive (busy, idle or starting). */
  get size(): number {
    return this.slots.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(abortError());
    await Promise.all([...this.slots].map((slot) => this.retire(slot)));
  }

  private dispatch(): void {
    if (this.closed) return;
    for (const slot of this.slots) {
      if (this.waiting.length === 0) return;
      if (slot.ready && !slot.job) this.start(slot, this.waiting.shift()!);
    }
    const starting = [...this.slots].filter((slot) => !slot.ready).length;
    while (this.slots.size < this.options.workers && this.waiting.length > starting) this.spawn();
  }

  private spawn(): void {
    const entry = workerEntry(this.options.built);
    const worker = new Worker(entry.file, {
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, tid: null, ready: false, job: null, timer: null, outOfMemory: false };
    this.slots.add(slot);
    worker.on('message', (message: { ready?: true; tid?: number | null; id?: number; ok?: boolean; result?: AnalysisResult; message?: string }) => {
      if (message.ready) {
        slot.ready = true;
        slot.tid = message.tid ?? null;
        this.dispatch();
        if (!slot.job) worker.unref();
        return;
      }
      const job = slot.job;
      if (!job) return;
      this.finish(slot);
      if (message.ok) job.resolve({ ok: true, result: message.result! });
      else {
        processLog('audit').error({ error: message.message }, 'analyse impossible');
        job.resolve({ ok: false, reason: 'error' });
      }
      this.dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') slot.outOfMemory = true;
      else processLog('audit').error({ err: error }, 'worker d’analyse');
    });
    worker.on('exit', () => {
      this.slots.delete(slot);
      const job = slot.job;
      this.finish(slot);
      job?.resolve({ ok: false, reason: slot.outOfMemory ? 'memory' : 'error' });
      if (!slot.ready && !this.closed) {
        // It could not even start (its file missing, a syntax error): no endless restarts.
        for (const waiting of this.waiting.splice(0)) waiting.reject(new Error(`analysis worker did not start (${entry.file})`));
        return;
      }
      this.dispatch();
    });
  }

  private start(slot: Slot, job: Job): void {
    if (job.signal?.aborted) {
      job.reject(abortError());
      this.dispatch();
      return;
    }
    slot.job = job;
    slot.worker.ref();
    const startedAt = performance.now();
    const cpuAtStart = threadCpuMs(slot.tid);
    const check = () => {
      const wallMs = performance.now() - startedAt;
      const cpuNow = cpuAtStart === null ? null : threadCpuMs(slot.tid);
      const usedMs = cpuNow === null || cpuAtStart === null ? wallMs : cpuNow - cpuAtStart;
      if (usedMs < job.budgetMs && wallMs < job.budgetMs * WALL_CLOCK_FACTOR) {
        slot.timer = setTimeout(check, Math.max(20, job.budgetMs - usedMs));
        return;
      }
      // Past its budget: the page is too complex; the worker is stopped (and replaced when needed).
      this.finish(slot);
      job.resolve({ ok: false, reason: 'time' });
      void this.retire(slot).then(() => this.dispatch());
    };
    slot.timer = setTimeout(check, job.budgetMs);
    slot.worker.postMessage({ id: this.nextId++, request: job.request });
  }

  /** The slot's job is over: its worker, idle, no longer keeps the process alive. */
  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
  }

  private async retire(slot: Slot): Promise<void> {
    this.slots.delete(slot);
    slot.job = null;
    await slot.worker.terminate();
  }
}
