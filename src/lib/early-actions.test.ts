import { dropPendingTaps, EARLY_INPUT, EARLY_PENDING, EARLY_READY, EARLY_TAP, installEarlyActions, pendingTaps, takeEarlyInput, takePendingTap } from './early-actions';

// One install for the file, as one inline script per page: its listeners stay on the document.
installEarlyActions(document);

beforeEach(() => {
  document.body.innerHTML = '';
  pendingTaps().splice(0);
});

function control(action: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.setAttribute(EARLY_TAP, action);
  document.body.appendChild(button);
  return button;
}

describe('a tap before the code', () => {
  it('is held: nothing behind the document sees it, the control shows it is working, the action is remembered once', () => {
    const next = control('testimonials-next');
    const reached = jest.fn();
    next.addEventListener('click', reached);
    next.click();
    next.click();
    expect(reached).not.toHaveBeenCalled();
    expect(next).toHaveAttribute(EARLY_PENDING, '');
    expect(next).toHaveAttribute('aria-busy', 'true');
    expect(pendingTaps()).toEqual(['testimonials-next']);
  });

  it('is carried out once the control is ready, and its working state cleared on every copy of the control', () => {
    const first = control('language-ar');
    const copy = control('language-ar');
    first.click();
    expect(takePendingTap('language-ar')).toBe(true);
    expect(takePendingTap('language-ar')).toBe(false);
    for (const button of [first, copy]) {
      expect(button).not.toHaveAttribute(EARLY_PENDING);
      expect(button).not.toHaveAttribute('aria-busy');
    }
  });

  it('passes through to the control once it is ready, and is not held on a disabled control', () => {
    const ready = control('candidate-1');
    ready.setAttribute(EARLY_READY, '');
    const disabled = control('testimonials-previous');
    disabled.setAttribute('aria-disabled', 'true');
    const reached = jest.fn();
    document.body.addEventListener('click', reached);
    ready.click();
    disabled.click();
    expect(reached).toHaveBeenCalledTimes(2);
    expect(pendingTaps()).toEqual([]);
  });

  it('holds only the last tap: the controls of an earlier one stop showing that they are working', () => {
    const russian = control('language-ru');
    const arabic = control('language-ar');
    russian.click();
    arabic.click();
    expect(russian).not.toHaveAttribute(EARLY_PENDING);
    expect(russian).not.toHaveAttribute('aria-busy');
    expect(arabic).toHaveAttribute('aria-busy', 'true');
    expect(takePendingTap('language-ru')).toBe(false);
    expect(takePendingTap('language-ar')).toBe(true);
  });
});

describe('a held tap let go', () => {
  it('once the page has hydrated (<html data-hydrated>), when no control of its action waits for its component any more', async () => {
    const card = control('candidate-7');
    card.click();
    // Drawn anew by the page's code and handed over, the tap not taken (it is for no control now).
    card.setAttribute(EARLY_READY, '');
    await Promise.resolve();
    expect(pendingTaps()).toEqual(['candidate-7']);
    document.documentElement.dataset.hydrated = 'true';
    // The inline script's observer is told in a microtask.
    await Promise.resolve();
    delete document.documentElement.dataset.hydrated;
    expect(pendingTaps()).toEqual([]);
    expect(card).not.toHaveAttribute('aria-busy');
    expect(card).not.toHaveAttribute(EARLY_PENDING);
  });

  it('not while a control of its action still waits (the slider waits for its first render)', () => {
    const next = control('testimonials-next');
    next.click();
    dropPendingTaps(false);
    expect(pendingTaps()).toEqual(['testimonials-next']);
    expect(next).toHaveAttribute('aria-busy', 'true');
    expect(takePendingTap('testimonials-next')).toBe(true);
  });

  it('all of them, waiting or not, when the page\'s code failed to load: a same-named control drawn later does not act on it', () => {
    const flag = control('language-ru');
    flag.click();
    dropPendingTaps(true);
    expect(flag).not.toHaveAttribute('aria-busy');
    control('language-ru');
    expect(takePendingTap('language-ru')).toBe(false);
  });
});

describe('typing before the code', () => {
  it('stays in the field, which is marked pending until its component takes it', () => {
    const box = document.createElement('input');
    box.setAttribute(EARLY_INPUT, '');
    document.body.appendChild(box);
    box.value = 'nanny';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    expect(box).toHaveAttribute(EARLY_PENDING, '');
    expect(takeEarlyInput([box])).toBe(true);
    expect(box).toHaveAttribute(EARLY_READY, '');
    expect(box).not.toHaveAttribute(EARLY_PENDING);
    // Once taken over, typing is the component's own.
    box.dispatchEvent(new Event('input', { bubbles: true }));
    expect(box).not.toHaveAttribute(EARLY_PENDING);
    expect(box.value).toBe('nanny');
  });

  it('a field left alone has nothing to take', () => {
    const select = document.createElement('select');
    select.setAttribute(EARLY_INPUT, '');
    document.body.appendChild(select);
    expect(takeEarlyInput([select, null])).toBe(false);
  });
});
