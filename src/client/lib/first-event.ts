/**
 * Calls `callback` once, at the first of the events `types` on the window (listened to in the
 * capture phase, passively); returns what stops listening before then.
 */
export function onFirstEvent(types: readonly string[], callback: () => void): () => void {
  const stop = () => {
    for (const type of types) window.removeEventListener(type, handle, true);
  };
  function handle() {
    stop();
    callback();
  }
  for (const type of types) window.addEventListener(type, handle, { capture: true, passive: true });
  return stop;
}
