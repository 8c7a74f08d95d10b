/**
 * Gatsby merges every page's CSS into one file, and templates import the same CSS modules in
 * different orders, so mini-css-extract-plugin warns "Conflicting order" on each build. The
 * warning is noise here: every class is module-scoped, and the one component whose root also
 * takes a page's class (Picture) wins by specificity (`.frame.frame`), not by order. The option
 * only silences the warning; the emitted CSS is byte for byte the same (docs/decisions.md).
 */
import { isRecord, propertyOf } from '@efe/shared/read-unknown';
export function ignoreCssOrderWarnings(plugins: readonly unknown[]): void {
  const extractor = plugins.find((plugin) => propertyOf(propertyOf(plugin, 'constructor'), 'name') === 'MiniCssExtractPlugin');
  const options = propertyOf(extractor, 'options');
  // A Gatsby upgrade that renames or drops the plugin should be noticed, not silently ignored.
  if (!isRecord(options)) throw new Error('MiniCssExtractPlugin not found in the webpack config of build-javascript');
  options.ignoreOrder = true;
}
