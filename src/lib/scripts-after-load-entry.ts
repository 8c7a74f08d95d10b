/**
 * The inline script that stands where Gatsby put its `<script async>` bundles
 * (gatsby/scripts-after-load.ts). gatsby/inline-script.ts bundles this file; nothing here runs
 * through webpack.
 */
import { addScriptsAfterLoad, scriptSourcesOf } from './scripts-after-load';

/** Webpack's chunk array's name, as the build's compilation named it (gatsby/scripts-after-load.ts). */
declare const __WEBPACK_CHUNK_GLOBAL__: string;
/** The order in which the app bundle's modules run ahead of its start (gatsby/app-module-order.ts); empty to run them as webpack does. */
declare const __APP_MODULE_ORDER__: string;

addScriptsAfterLoad(scriptSourcesOf(document.currentScript), __WEBPACK_CHUNK_GLOBAL__, window, __APP_MODULE_ORDER__);
