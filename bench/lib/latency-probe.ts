/**
 * Asks a URL once every INTERVAL_MS for DURATION_MS from a process of its own (so the load
 * generator's busy event loop adds nothing to what it measures), then prints the latencies as
 * JSON: what one visitor waits for while the API is under load.
 *   tsx bench/lib/latency-probe.ts <url> <durationMs> <intervalMs>
 */
import { runMain } from '../../scripts/lib/run-main';

async function main(): Promise<number> {
  const [url, duration, interval] = process.argv.slice(2);
  // One request first, not counted: the connection and the code that sends it are made once.
  await (await fetch(url)).arrayBuffer();
  const until = Date.now() + Number(duration);
  const latencies: number[] = [];
  let failures = 0;
  while (Date.now() < until) {
    const started = performance.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
      latencies.push(performance.now() - started);
    } catch {
      failures += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, Number(interval)));
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
  console.log(JSON.stringify({ count: sorted.length, failures, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted[sorted.length - 1] ?? Number.NaN }));
  return 0;
}

runMain(main);
