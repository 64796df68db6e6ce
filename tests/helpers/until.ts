/** Polls `check` until it returns a truthy value (then returns it) or `timeoutMs` passes (then throws with `what`). */
export async function until<T>(check: () => T | Promise<T>, what: string, timeoutMs = 10_000, everyMs = 50): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
