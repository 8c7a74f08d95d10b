import React, { useRef } from 'react';
import { useFocusWhenLost } from '../../hooks/use-focus-when-lost';

/** What went wrong with a form's last attempt: refused (with the reason) or never answered. */
export type SendProblem = { kind: 'rejected'; message: string } | { kind: 'unreachable' } | null;

interface Props {
  problem: SendProblem;
  retryRef: React.Ref<HTMLButtonElement>;
  busy: boolean;
  onRetry: () => void;
  className: string;
  /** The form's own words: its values are still there, and the button that sends them again. */
  networkText: string;
  retryText: string;
  /** `contact` or `booking`: the test ids of the status and the retry button. */
  testIdPrefix: string;
}

/** Shown above a form's send button: the refusal's reason, or "unreachable" with a retry that keeps every value. */
export function SendStatus({ problem, retryRef, busy, onRetry, className, networkText, retryText, testIdPrefix }: Props) {
  const refusalRef = useRef<HTMLParagraphElement>(null);
  useFocusWhenLost(refusalRef, problem?.kind === 'rejected' ? problem : null);
  return (
    <div className={className} data-testid={`${testIdPrefix}-status`}>
      {problem?.kind === 'rejected' ? (
        <p ref={refusalRef} tabIndex={-1} className="problem-note" role="alert">
          {problem.message}
        </p>
      ) : null}
      {problem?.kind === 'unreachable' ? (
        <div className="problem-note" role="alert">
          <p>{networkText}</p>
          <button ref={retryRef} type="button" className="button button--ghost" onClick={onRetry} data-testid={`${testIdPrefix}-retry`} disabled={busy}>
            {retryText}
          </button>
        </div>
      ) : null}
    </div>
  );
}
