import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { busyFor, withRealScheduling } from '../../../test-support/real-scheduling';
import { Dialog } from './Dialog';

function Harness({ onCloseSpy = () => undefined }: { onCloseSpy?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="page">
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <a href="#elsewhere">A link behind the dialog</a>
      <Dialog
        open={open}
        onClose={() => {
          onCloseSpy();
          setOpen(false);
        }}
        title="Image Details"
        closeLabel="Close"
      >
        <p>Some details.</p>
        <a href="#more">More</a>
      </Dialog>
    </div>
  );
}

describe('Dialog', () => {
  it('is not rendered while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal <dialog>, labelled by its title, with focus on its first control', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Image Details' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    // open through showModal(): the browser then makes the page behind inert (tested in Chromium).
    expect(dialog).toHaveAttribute('open');
    expect(dialog.parentElement).toBe(document.body);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes with Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onCloseSpy={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const more = screen.getByRole('link', { name: 'More' });
    await user.tab();
    expect(more).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(more).toHaveFocus();
  });

  it('closes once with the close button and with a press on the dimmed page, not inside the panel', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onCloseSpy={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    // Closing it from the page is not reported back as a second close.
    await new Promise((later) => setTimeout(later, 10));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(opener);
    await user.click(screen.getByText('Some details.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('with real scheduling', () => {
    withRealScheduling();

    it('takes Escape from the first frame it is shown in, when it opens on a server answer', async () => {
      let openDialog = () => undefined as void;
      // Rendering takes longer than React's 5 ms slice, so React yields before running passive
      // effects, as it does on a phone: they run in a later task, after the browser has painted.
      function SlowText() {
        busyFor(10);
        return <p>We received your message.</p>;
      }
      function OpensOnAnswer() {
        const [open, setOpen] = useState(false);
        openDialog = () => setOpen(true);
        return (
          <Dialog open={open} onClose={() => setOpen(false)} title="Thank you!" closeLabel="Close">
            <SlowText />
          </Dialog>
        );
      }
      const container = document.body.appendChild(document.createElement('div'));
      const root = createRoot(container);
      try {
        root.render(<OpensOnAnswer />);
        await new Promise((rendered) => setTimeout(rendered, 20));
        // Escape pressed as soon as the dialog is in the page, before React's passive effects run:
        // it is lost unless the dialog was already shown as a modal.
        const pressed = new Promise<void>((done) => {
          const observer = new MutationObserver(() => {
            if (!document.querySelector('dialog')) return;
            observer.disconnect();
            document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
            done();
          });
          observer.observe(document.body, { childList: true, subtree: true });
        });
        setTimeout(() => openDialog(), 0); // outside any event, like a fetch's answer: default priority
        await pressed;
        await new Promise((settled) => setTimeout(settled, 20));
        expect(document.querySelector('dialog')).toBeNull();
      } finally {
        root.unmount();
        container.remove();
      }
    });
  });
});
