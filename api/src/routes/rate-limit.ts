/** Per-IP limit shared by the two routes that accept submissions. */
export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

export function submissionRateLimit(maxPerMinute: number): RouteRateLimit {
  return { max: maxPerMinute, timeWindow: 60_000 };
}
