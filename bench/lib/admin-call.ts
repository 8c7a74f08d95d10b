/** A call to the admin API with the operator's token, as the benchmarks make one; its answer unchecked (see checked.ts). */
export async function adminCall(apiUrl: string, token: string, method: string, route: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${apiUrl}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response.json();
}
