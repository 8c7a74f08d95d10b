/** The site's deploy hook, played by a test: it records each call's body and answers `status`. */
import http from 'node:http';
import { portOf } from './server';

export interface RecordingHook {
  /** Each call's body, as sent. */
  readonly calls: string[];
  /** What the hook answers (204 until a test changes it). */
  status: number;
  /** Its address, once it listens (read it inside a test, or in a getter of the API's environment). */
  readonly url: string;
}

/** Listens from the file's beforeAll to its afterAll. */
export function recordingHook(): RecordingHook {
  const hook: { calls: string[]; status: number; url: string } = { calls: [], status: 204, url: '' };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      hook.calls.push(raw);
      response.writeHead(hook.status).end();
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    hook.url = `http://127.0.0.1:${portOf(server)}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return hook;
}
