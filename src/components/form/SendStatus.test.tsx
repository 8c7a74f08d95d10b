/**
 * A refusal shown after the send button was disabled (the browser then drops its focus to the
 * page's body) takes the focus; focus a field holds stays there.
 */
import React, { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { SendStatus, type SendProblem } from './SendStatus';

function status(problem: SendProblem) {
  return (
    <>
      <input aria-label="Name" />
      <SendStatus problem={problem} retryRef={createRef()} busy={false} onRetry={() => undefined} className="status" networkText="No connection." retryText="Try again" testIdPrefix="booking" />
    </>
  );
}

it('takes the focus the disabled send button dropped, for each refusal shown', () => {
  const { rerender } = render(status(null));
  (document.activeElement as HTMLElement | null)?.blur();
  rerender(status({ kind: 'rejected', message: 'This e-mail address already has a booked consultation.' }));
  expect(screen.getByRole('alert')).toHaveFocus();
  (document.activeElement as HTMLElement).blur();
  rerender(status({ kind: 'rejected', message: 'Too many bookings from here today.' }));
  expect(screen.getByRole('alert')).toHaveFocus();
});

it('leaves the focus on a field the form gave it to', () => {
  const { rerender } = render(status(null));
  screen.getByRole('textbox', { name: 'Name' }).focus();
  rerender(status({ kind: 'rejected', message: 'Please check the fields marked.' }));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
});
