import { useEffect, useLayoutEffect } from 'react';

/** useLayoutEffect in the browser; on the server (where it warns and could not run) useEffect. */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
