/**
 * jsdom has no matchMedia: a stand-in for which no media query matches (a wide screen, no wish for
 * less motion), for the site's components that listen to a breakpoint or a preference.
 */
export function installNoMediaMatches(): void {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
