/**
 * What a thrown value says, read without assuming its type: anything can be thrown, and Node,
 * Fastify and busboy each add their own properties (`code`, `statusCode`, `cause`, `stdout`).
 */
import { propertyOf } from './read-unknown';

/** Node's errno code (ENOENT) or a library's error code (FST_FILES_LIMIT), when the error has one. */
export function errorCode(error: unknown): string | undefined {
  const code = propertyOf(error, 'code');
  return typeof code === 'string' ? code : undefined;
}

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
