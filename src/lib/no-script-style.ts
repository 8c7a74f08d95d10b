/**
 * Controls that only work with the page's code (the testimonials' arrows) carry this attribute.
 * Where scripts cannot run at all (turned off, blocked), a style inside <noscript> in <head>
 * (gatsby-ssr) hides them, so nothing on the page looks usable and does nothing. Before the
 * code has arrived they stay: a tap on them is kept until it can act (lib/early-actions).
 */
export const NEEDS_SCRIPT = 'data-needs-script';

export const NO_SCRIPT_CSS = `[${NEEDS_SCRIPT}]{display:none!important}`;
