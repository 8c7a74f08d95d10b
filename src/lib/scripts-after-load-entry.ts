/**
 * The inline script that stands where Gatsby put its `<script async>` bundles
 * (gatsby/scripts-after-load.ts). gatsby/inline-script.ts bundles this file; nothing here runs
 * through webpack.
 */
import { addScriptsAfterLoad, scriptSourcesOf } from './scripts-after-load';

addScriptsAfterLoad(scriptSourcesOf(document.currentScript));
