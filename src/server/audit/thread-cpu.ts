/**
 * CPU time of one thread, from Linux's /proc: what a page's analysis really cost its worker, even
 * when the machine is busy and the thread waits for a core. Elsewhere (no /proc), null: the pool
 * then counts wall-clock time.
 */
import fs from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux architecture Node supports). */
const TICKS_PER_SECOND = 100;

/** The calling thread's id in /proc (a worker reports it when it starts), or null. */
export function currentThreadId(): number | null {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) ? tid : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system, ms) thread `tid` of this process has used, or null when unknown. */
export function threadCpuMs(tid: number | null): number | null {
  if (tid === null) return null;
  try {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // After "pid (comm) ": state is field 3, utime field 14, stime field 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}
