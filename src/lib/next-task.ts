/** Resolves in a task of its own, after what the browser has queued meanwhile (a paint, a tap). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Calls `run` in a task after the browser's next frame: what a tap changed (a working ring) is
 * painted first, and the tap's Interaction to Next Paint does not wait for `run`'s work.
 */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}
