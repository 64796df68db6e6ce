// The analysis worker from the sources (tsx, Vitest): TypeScript through tsx's loader, registered
// in this thread (a worker's `--import tsx` is not honoured by Node 20), then the real entry.
import { register } from 'tsx/esm/api';

register();
await import('./analysis-worker.ts');
