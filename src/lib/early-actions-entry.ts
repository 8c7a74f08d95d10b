/**
 * Runs as an inline script in <head>, so a tap or typing at the first paint is kept until the
 * page's code takes it (early-actions.ts), the popovers' buttons work where the browser has no
 * popovers (popover-fallback.ts), Tab stays inside the open phone menu (menu-tab-trap.ts), and a
 * wider screen closes the phone menu (phone-layout-exit.ts).
 * gatsby/inline-script.ts bundles this file; nothing here runs through webpack.
 */
import { installEarlyActions } from './early-actions';
import { installMenuTabTrap } from './menu-tab-trap';
import { installPhoneLayoutExit } from './phone-layout-exit';
import { installPopoverFallback } from './popover-fallback';

installEarlyActions(document);
installPopoverFallback(document);
installPhoneLayoutExit(document);
installMenuTabTrap(document);
