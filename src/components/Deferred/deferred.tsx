import React, { Suspense, lazy, memo, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFERRED_ATTRIBUTE, READY_ATTRIBUTE, SUBMIT_PENDING_ATTRIBUTE } from '../../lib/deferred-submit-script';
import { hasNavigatedInApp } from '../../lib/client-navigation';
import { afterFirstView } from '../../lib/after-first-view';
import * as styles from './Deferred.module.css';

/** Start loading this far before the section scrolls into view. */
const NEAR_VIEWPORT = '600px 0px';
/**
 * Any of these inside the section means the visitor is using it (a file picked, a value pasted): load at once.
 * All but the first are events React hydrates a section at once for (its discrete ones): until the
 * section's code has come, React can do nothing with one but mark the section urgent, and it then
 * hydrated it in the very task in which the code came, all of it in one piece (the booking form:
 * the evaluation of Formik and Yup and the form's first render, 95-125 ms of a phone's CPU). So
 * React does not see them until then: the browser still does what they do (focus, typing, a
 * choice, which the form takes in as it hydrates; a submit is held), and the section hydrates in
 * slices, after its code's own tasks. Those a phone or a keyboard sends; a rarer one (a drag, a
 * copy, a double or middle click, a reset) still reaches React: a long task then, nothing lost.
 */
const USE_EVENTS = 'focusin pointerdown pointerup pointercancel touchstart touchend touchcancel mousedown mouseup click keydown keypress keyup textInput compositionstart compositionend input change paste submit'.split(' ');

const isServer = typeof document === 'undefined';

function OnMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * Wraps a component whose code should not be in the page's first JavaScript (forms with Formik
 * and Yup, the react-slick slider). The server renders it in full, so its HTML is on the page
 * and usable at once. In the browser React leaves that HTML as it is (a suspended boundary keeps
 * its server markup) until the section comes near the viewport or the visitor touches, focuses,
 * types into, picks a file in or submits it; then the code loads and React hydrates the same elements in place, so focus and
 * whatever was typed stay. A submit in the meantime is held (deferred-submit-script.ts) and sent
 * once the code runs. After the first page, client-side navigation loads the code at once.
 * If the code cannot be fetched (a phone losing its signal), the HTML and what was entered stay,
 * a note in the page's language says so, and its button tries again.
 *
 * `onServer` is the same component, required only in Gatsby's HTML build, written at the call
 * site as `process.env.BUILD_STAGE === 'build-html' ? require('./X').X : undefined` so that
 * webpack drops it from the browser bundle.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onServer: ComponentType<P> | undefined,
  options: {
    /** False: only use loads it, not coming near the viewport (a section that is the page's first view, whose code the first view must not carry). */
    nearViewport?: boolean;
    /**
     * True: also loaded without use, once the page is hydrated and its first view done, at idle
     * (lib/after-first-view.ts): a visitor who reads before typing finds the code there.
     */
    afterFirstView?: boolean;
  } = {},
): ComponentType<P> {
  const nearViewport = options.nearViewport ?? true;
  let release: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => (release = resolve));
  // Its code has come: React may see what happens in the section (USE_EVENTS).
  let arrived = false;
  // While a load has failed: `retry` starts the next attempt, `onFailure` tells the section.
  let retry: () => void = () => undefined;
  let onFailure: (failed: boolean) => void = () => undefined;
  // On the server the component is rendered directly: a lazy one would make Gatsby's rendering
  // asynchronous, and react-helmet's global head state would then mix pages rendered side by side.
  // The props travel as one object: React.lazy's ref-aware props do not follow a generic P.
  const withProps = (Component: ComponentType<P>) =>
    function WithProps({ props }: { props: P }) {
      return <Component {...props} />;
    };
  const Lazy: ComponentType<{ props: P }> =
    isServer && onServer
      ? withProps(onServer)
      : lazy(async () => {
          if (!isServer && !hasNavigatedInApp()) await wanted;
          // A rejected lazy component would take the whole page down: wait for a retry instead,
          // leaving the boundary (and its server HTML) as it is.
          for (;;) {
            try {
              const component = await load();
              arrived = true;
              onFailure(false);
              return { default: withProps(component) };
            } catch {
              await new Promise<void>((resolve) => {
                retry = resolve;
                onFailure(true);
              });
            }
          }
        });

  // Memoised, so a parent's re-render never reaches the still-dehydrated boundary: React would
  // otherwise give up on the server HTML and show the (empty) fallback.
  const Boundary = memo(function Boundary({ props, onReady }: { props: P; onReady: () => void }) {
    return (
      <Suspense fallback={null}>
        <Lazy props={props} />
        <OnMount run={onReady} />
      </Suspense>
    );
  });

  return function Deferred(props: P) {
    const { t } = useTranslation('common');
    const section = useRef<HTMLDivElement>(null);
    const [ready, setReady] = useState(false);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      onFailure = setFailed;
      return () => {
        onFailure = () => undefined;
      };
    }, []);
    // Until hydrated, the boundary keeps the props it was rendered with on the server.
    const firstProps = useRef(props);
    // Only the first page's hydration has server HTML to keep; later renders load at once.
    const [hydrating] = useState(() => !hasNavigatedInApp());

    useEffect(() => {
      const element = section.current;
      if (!element || ready || !hydrating) return undefined;
      if (nearViewport && typeof IntersectionObserver === 'undefined') {
        release();
        return undefined;
      }
      const observer = nearViewport
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), { rootMargin: NEAR_VIEWPORT })
        : null;
      observer?.observe(element);
      if (options.afterFirstView) afterFirstView(release);
      // On document, capturing: React stops these events at its root while the boundary is dehydrated.
      const onUse = (event: Event) => {
        if (!(event.target instanceof Node && element.contains(event.target))) return;
        release();
        if (!arrived && event.type !== 'focusin') event.stopPropagation();
      };
      for (const type of USE_EVENTS) document.addEventListener(type, onUse, true);
      return () => {
        observer?.disconnect();
        for (const type of USE_EVENTS) document.removeEventListener(type, onUse, true);
      };
    }, [ready, hydrating]);

    const onReady = useCallback(() => {
      const element = section.current;
      element?.setAttribute(READY_ATTRIBUTE, '');
      setReady(true);
      const pending = element?.querySelector<HTMLFormElement>(`form[${SUBMIT_PENDING_ATTRIBUTE}]`);
      if (pending) {
        pending.removeAttribute(SUBMIT_PENDING_ATTRIBUTE);
        // After the form's own effects have taken in what was typed.
        window.setTimeout(() => pending.requestSubmit(), 0);
      }
    }, []);

    return (
      <div ref={section} {...{ [DEFERRED_ATTRIBUTE]: '' }}>
        {failed ? (
          <div className={`problem-note ${styles.failed}`} role="alert">
            <p>{t('sectionLoad.failed')}</p>
            <button type="button" className="button" onClick={() => retry()}>
              {t('sectionLoad.retry')}
            </button>
          </div>
        ) : null}
        <Boundary props={ready ? props : firstProps.current} onReady={onReady} />
      </div>
    );
  };
}
