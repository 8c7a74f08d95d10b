import React, { useRef } from 'react';
import { act, render } from '@testing-library/react';
import { fc, test as property } from '@fast-check/jest';
import { EARLY_PENDING, installEarlyActions, pendingTaps } from '../lib/early-actions';
import { useEarlyTap } from './use-early-tap';

// One install for the file, as one inline script per page.
installEarlyActions(document);

const ACTIONS = ['language-en', 'language-ar', 'language-ru', 'candidate-7'] as const;

function Control({ action, ready, onAct }: { action: string; ready: boolean; onAct: (action: string) => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEarlyTap(ref, ready);
  return (
    <button ref={ref} type="button" data-early-tap={action} onClick={() => onAct(action)}>
      {action}
    </button>
  );
}

function Page({ ready, onAct }: { ready: boolean; onAct: (action: string) => void }) {
  return (
    <>
      {ACTIONS.map((action) => (
        <Control key={action} action={action} ready={ready} onAct={onAct} />
      ))}
    </>
  );
}

beforeEach(() => pendingTaps().splice(0));

describe('taps held before the code, carried out once it runs', () => {
  property.prop([fc.array(fc.constantFrom(...ACTIONS), { minLength: 1, maxLength: 12 })])(
    'carry out only the last tap, once, whatever the page order of the controls, and leave no control working',
    (taps) => {
      pendingTaps().splice(0);
      const carriedOut: string[] = [];
      const { container, rerender, unmount } = render(<Page ready={false} onAct={(action) => carriedOut.push(action)} />);
      const button = (action: string) => container.querySelector<HTMLButtonElement>(`[data-early-tap="${action}"]`) as HTMLButtonElement;
      for (const action of taps) button(action).click();
      expect(carriedOut).toEqual([]);
      // Only the last tapped control shows that it is working.
      for (const action of ACTIONS) expect(button(action).hasAttribute(EARLY_PENDING)).toBe(action === taps[taps.length - 1]);

      act(() => rerender(<Page ready onAct={(action) => carriedOut.push(action)} />));
      expect(carriedOut).toEqual([taps[taps.length - 1]]);
      expect(container.querySelectorAll(`[${EARLY_PENDING}], [aria-busy]`)).toHaveLength(0);
      unmount();
    },
  );
});
