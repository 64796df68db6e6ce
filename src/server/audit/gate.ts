/**
 * At most `concurrent` audits at once in the process; the next ones wait in line (at most
 * `queued` of them, each at most `waitMs`), and past that the caller is told to come back later.
 */
export class GateBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('audit gate busy');
    this.name = 'GateBusyError';
  }
}

export class AuditGate {
  private running = 0;
  private readonly line: (() => void)[] = [];

  constructor(private readonly limits: { concurrent: number; queued: number; waitMs: number }) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrent) await this.waitTurn();
    else this.running += 1;
    try {
      return await work();
    } finally {
      // The slot passes to the next in line, or is freed.
      const next = this.line.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  private waitTurn(): Promise<void> {
    const retryAfter = Math.ceil(this.limits.waitMs / 1000);
    if (this.line.length >= this.limits.queued) return Promise.reject(new GateBusyError(retryAfter));
    return new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.line.splice(this.line.indexOf(turn), 1);
        reject(new GateBusyError(retryAfter));
      }, this.limits.waitMs);
      this.line.push(turn);
    });
  }
}
