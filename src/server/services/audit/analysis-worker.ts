/**
 * Entry point of an analysis worker thread (analysis-pool.ts starts it; built as
 * dist/server/audit-worker.js): says it is ready once its modules are loaded, then answers each
 * request with its result or the error's message. The pool stops it when a page takes too long;
 * its heap is capped by the pool's `resourceLimits`.
 */
import { parentPort } from 'node:worker_threads';
import { runAnalysis, type AnalysisRequest } from './analysis-task';

const port = parentPort;
if (!port) throw new Error('analysis-worker: not started as a worker thread');
port.on('message', ({ id, request }: { id: number; request: AnalysisRequest }) => {
  try {
    port.postMessage({ id, ok: true, result: runAnalysis(request) });
  } catch (error) {
    port.postMessage({ id, ok: false, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
});
port.postMessage({ ready: true });
