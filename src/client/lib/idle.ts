/**
 * Runs `fn` once the browser is idle (at most `timeout` ms later; Safari has no idle callback and
 * waits a frame's worth instead). Returns the cancel. For work a screen starts by itself that the
 * visitor does not need in the same task as the screen's first draw (decision 041, "Blocking time").
 */
export function whenIdle(fn: () => void, timeout = 1000): () => void {
  if ("requestIdleCallback" in window) {
    const id = requestIdleCallback(fn, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 50);
  return () => clearTimeout(id);
}
