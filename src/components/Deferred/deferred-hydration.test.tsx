import React, { type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { createTestI18n } from '../../../test-support/render-with-i18n';
import { deferredSectionPage } from '../../../test-support/deferred-section-page';
import { nextTask } from '../../lib/next-task';
import { deferred } from './deferred';
import { withRealScheduling } from '../../../test-support/real-scheduling';

// The first page: its HTML comes from the server and is hydrated (test-support/setup-site.ts marks a
// client navigation for the other component tests, where sections load at once).
jest.mock('../../lib/client-navigation', () => ({ hasNavigatedInApp: () => false, markClientNavigation: () => undefined }));

/** Ends the microtasks queued so far, and those they queue, without letting any other task run. */
async function endOfThisTask(): Promise<void> {
  for (let turn = 0; turn < 100; turn += 1) await Promise.resolve();
}

describe('a deferred section hydrating the server HTML', () => {
  const i18n = createTestI18n('en', ['common']);
  let root: Root | undefined;
  withRealScheduling();

  afterEach(() => {
    root?.unmount();
    root = undefined;
    document.body.innerHTML = '';
  });

  /** A form in a deferred section, on a page as the server sent it; its code comes when `arrive` is called. */
  async function hydratedPage() {
    const renders: string[] = [];
    function Form() {
      renders.push('form');
      return (
        <form data-testid="form">
          <input name="name" defaultValue="" />
          <button type="submit">Send</button>
        </form>
      );
    }
    let arrive: (component: ComponentType) => void = () => undefined;
    const code = new Promise<ComponentType>((resolve) => (arrive = resolve));
    const Section = deferred(() => code, undefined, { nearViewport: false });
    // What the server sends for the section (its HTML in full: components/Deferred).
    const { container, hydrate } = deferredSectionPage(i18n, <Form />);
    const input = container.querySelector('input');
    if (!input) throw new Error('no input in the server HTML');
    renders.length = 0;
    root = hydrate(<Section />);
    // The page hydrated, the section's code not asked for: its HTML stays as the server sent it.
    await waitFor(() => expect(container.querySelector('[data-deferred]')).not.toBeNull());
    for (let turn = 0; turn < 5; turn += 1) await nextTask();
    expect(renders).toEqual([]);
    return { container, input, renders, arrive: (component: ComponentType = Form) => arrive(component) };
  }

  it('hydrates the section in a later task than the one its code arrives in, though the visitor tapped it meanwhile', async () => {
    const { container, input, renders, arrive } = await hydratedPage();
    // A tap on its field, what a phone dispatches (the focus aside), then a letter typed.
    for (const type of ['pointerdown', 'touchstart', 'mousedown', 'pointerup', 'touchend', 'mouseup', 'click', 'keydown', 'keypress', 'input', 'keyup']) {
      input.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
    }
    await nextTask();
    arrive();
    await endOfThisTask();
    // Still the task in which the code came: nothing of the section is drawn in it.
    expect(renders).toEqual([]);
    await waitFor(() => expect(container.querySelector('[data-deferred][data-ready]')).not.toBeNull());
    expect(renders.length).toBeGreaterThan(0);
    // Hydrated in place: the same field.
    expect(container.querySelector('input')).toBe(input);
  });

  it('takes a click made once the code has come, hydrating at once to answer it', async () => {
    const { container, renders, arrive } = await hydratedPage();
    const input = container.querySelector('input');
    input?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const clicks: string[] = [];
    function Clickable() {
      renders.push('form');
      return (
        <form data-testid="form">
          <input name="name" defaultValue="" />
          <button type="submit" onClick={(event) => {
            event.preventDefault();
            clicks.push('send');
          }}>
            Send
          </button>
        </form>
      );
    }
    await nextTask();
    arrive(Clickable);
    await endOfThisTask();
    container.querySelector('button')?.click();
    await waitFor(() => expect(clicks).toEqual(['send']));
    await waitFor(() => expect(container.querySelector('[data-deferred][data-ready]')).not.toBeNull());
  });
});
