/** Resolves in a task of its own, after what the browser has queued meanwhile (a paint, a tap). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
