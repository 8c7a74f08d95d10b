import type { ApiResult } from './api-client';

const HTTP_TOO_MANY_REQUESTS = 429;
const HTTP_SERVER_ERROR = 500;

/** Whether asking again may help (the network, the server's own trouble, asked too often), rather than repeat a refusal of what was asked. */
export const mayRetry = (result: ApiResult): boolean => result.ok || result.kind !== 'http' || result.status === HTTP_TOO_MANY_REQUESTS || result.status >= HTTP_SERVER_ERROR;
