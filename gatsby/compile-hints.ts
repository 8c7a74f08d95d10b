/**
 * V8's explicit compile hint (Chromium 136 and later): a file that starts with this comment has all
 * its functions compiled as the script streams in, off the main thread, instead of one by one on
 * the main thread the first time each is called. Gatsby's framework (React) and app bundles call
 * most of their functions while the page starts and hydrates, so there that work moves off the
 * main thread, where Lighthouse counted it as blocking time. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The bundles every page runs at start: React, and Gatsby's runtime with our app shell. */
export const HINTED_BUNDLES = /^(framework|app)-[0-9a-f]+\.js$/;

/**
 * webpack's stage for optimising sizes (Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE), where the
 * minifier runs and drops comments.
 */
const MINIFY_STAGE = 400;

/**
 * BannerPlugin's options, for the `build-javascript` stage (gatsby-node.ts: Gatsby's
 * `plugins.banner`). Just after minification, and before the source maps and content hashes are
 * made, so both account for the added line.
 */
export const COMPILE_HINT_BANNER = { banner: COMPILE_HINT, raw: true, include: HINTED_BUNDLES, stage: MINIFY_STAGE + 1 };
