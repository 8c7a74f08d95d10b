import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
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

  it('opens as a labelled modal and moves focus into it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Image Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('makes the page behind inert while open and restores it on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const page = screen.getByTestId('page').parentElement as HTMLElement;
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(page).toHaveAttribute('inert');
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(page).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onCloseSpy={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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

  it('closes with the close button and with a click on the backdrop, not inside the panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByText('Some details.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
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
        // Escape pressed as soon as the dialog is in the page, before React's passive effects run.
        const pressed = new Promise<void>((done) => {
          const observer = new MutationObserver(() => {
            if (!document.querySelector('[role="dialog"]')) return;
            observer.disconnect();
            document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
            done();
          });
          observer.observe(document.body, { childList: true, subtree: true });
        });
        setTimeout(() => openDialog(), 0); // outside any event, like a fetch's answer: default priority
        await pressed;
        await new Promise((settled) => setTimeout(settled, 20));
        expect(document.querySelector('[role="dialog"]')).toBeNull();
      } finally {
        root.unmount();
        container.remove();
      }
    });
  });
});
