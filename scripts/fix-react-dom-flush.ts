/** `postinstall`: applies React's upstream fix for NUL bytes in streamed pages (scripts/lib/react-dom-flush-fix.ts). */
import { applyFlushFix, installedReactDomDir } from '../gatsby/react-dom-flush-fix';

const changed = applyFlushFix(installedReactDomDir());
if (changed.length) console.log(`react-dom: applied the server flush fix to ${changed.join(', ')}`);
