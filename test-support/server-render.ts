import type React from 'react';

// The Node build: the browser one needs TextEncoder, which jsdom lacks.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require('react-dom/server.node') as typeof import('react-dom/server');

/**
 * The server render of the build, in jsdom, for hydration tests. jsdom has a window, so components
 * take the browser's useLayoutEffect (the real server has none and takes useEffect) and React warns
 * about it: that one warning is this setup's, not the component's, and is left out.
 */
export function renderServerHtml(element: React.ReactElement): string {
  const originalError = console.error;
  const spy = jest.spyOn(console, 'error').mockImplementation((message?: unknown, ...rest: unknown[]) => {
    if (!String(message).includes('useLayoutEffect does nothing on the server')) originalError(message, ...rest);
  });
  try {
    return renderToString(element);
  } finally {
    spy.mockRestore();
  }
}
