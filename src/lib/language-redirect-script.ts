/**
 * The inline script that runs in <head> before the page paints, so a visitor who saved Arabic
 * or Russian never sees a flash of the English page: it applies SPEC 2's saved-language and
 * trailing-slash redirects with location.replace. It must be self-contained (no imports at run
 * time), so the rules are restated here and browser-tested against src/lib/language.ts.
 * The target is made to start with exactly one "/" (as sameSitePath does): "//evil.example"
 * would leave the site.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY } from './constants';

export function languageRedirectScript(): string {
  const languages = JSON.stringify(LANGUAGES);
  const key = JSON.stringify(LANGUAGE_STORAGE_KEY);
  const fallback = JSON.stringify(DEFAULT_LANGUAGE);
  return `(function(){try{var l=location,p=l.pathname,t=p;if(t.length>1&&/\\/$/.test(t)){t=t.replace(/\\/+$/,'')||'/';}t=t.replace(/^[\\/\\\\]+/,'/');
var langs=${languages},first=t.split('/').filter(Boolean)[0],s=null;try{s=localStorage.getItem(${key});}catch(e){}
if(langs.indexOf(first)<0&&s&&s!==${fallback}&&langs.indexOf(s)>=0){t='/'+s+(t==='/'?'':t);}
if(t!==p){l.replace(t+l.search+l.hash);}}catch(e){}})();`;
}
