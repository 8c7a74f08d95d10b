/**
 * Webpack settings that turn silent mistakes into failed builds: importing a name a module does
 * not export (a CSS module class with no rule, a renamed function) is an error, not a warning
 * that leaves `class="undefined"` in the page.
 */
export const STRICT_WEBPACK_CONFIG = {
  module: { parser: { javascript: { exportsPresence: 'error' as const } } },
};
