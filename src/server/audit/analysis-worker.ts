/**
 * Entry point of an analysis worker thread (analysis-pool.ts starts it; built as
 * dist/server/audit-worker.js): says it is ready (with its thread id, for the pool to read its CPU
 * time) once its modules are loaded and warmed up, then answers each
 * request with its result or the error's message. The pool stops it when a page takes too long;
 * its heap is capped by the pool's `resourceLimits`.
 */
import { parentPort } from 'node:worker_threads';
import { runAnalysis, type AnalysisRequest } from './analysis-task';
import { currentThreadId } from './thread-cpu';

/** A small page analysed before saying ready: the parser's and the rules' code is compiled then, not on a visitor's first page. */
const WARM_UP = '<html lang="fr"><head><title>Cabinet</title><meta name="description" content="Avocat"></head><body><h1>Avocat à Lyon</h1><p>Texte <a href="/contact">contact</a> <img src="a.png"></p></body></html>';

const port = parentPort;
if (!port) throw new Error('analysis-worker: not started as a worker thread');
port.on('message', ({ id, request }: { id: number; request: AnalysisRequest }) => {
  try {
    port.postMessage({ id, ok: true, result: runAnalysis(request) });
  } catch (error) {
    port.postMessage({ id, ok: false, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
});
runAnalysis({
  kind: 'page',
  specialization: 'Autre',
  maxDepth: 512,
  maxBytes: WARM_UP.length,
  page: { body: Buffer.from(WARM_UP), finalUrl: 'https://cabinet.test/', status: 200, redirects: 0, responseMs: 1, bytes: WARM_UP.length, charset: 'utf-8', robotsHeader: '' },
});
port.postMessage({ ready: true, tid: currentThreadId() });
