import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCROLL_TOP_THRESHOLD_PX } from '@efe/shared/constants';
import { ScrollTopButton } from './ScrollTopButton';

// Animation frames run when the test says so, after the scroll events, as in a browser.
let frames: FrameRequestCallback[] = [];

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    const due = frames;
    frames = [];
    due.forEach((callback) => callback(0));
  });
}

function mockMedia({ reduce = false, phone = false }: { reduce?: boolean; phone?: boolean }) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: (reduce && query.includes('prefers-reduced-motion')) || (phone && query.includes('max-width')),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('ScrollTopButton', () => {
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    window.scrollTo = jest.fn() as typeof window.scrollTo;
    mockMedia({});
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  afterEach(() => jest.restoreAllMocks());

  it('appears only after the page has scrolled more than 300 px', () => {
    render(<ScrollTopButton label="Back to top" />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(SCROLL_TOP_THRESHOLD_PX);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(SCROLL_TOP_THRESHOLD_PX + 1);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollTo(10);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('steps aside on a phone while the visitor scrolls down reading, and returns on a scroll up', () => {
    mockMedia({ phone: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    render(<ScrollTopButton label="Back to top" />);
    scrollTo(SCROLL_TOP_THRESHOLD_PX + 1);
    scrollTo(900);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(800);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('stays while scrolling down on a wider screen, where it sits beside the text', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    render(<ScrollTopButton label="Back to top" />);
    scrollTo(SCROLL_TOP_THRESHOLD_PX + 1);
    scrollTo(900);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('is shown at once when the page opens already scrolled down', () => {
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    render(<ScrollTopButton label="Back to top" />);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('scrolls smoothly to the top and moves focus to the main content', async () => {
    const user = userEvent.setup();
    render(
      <>
        <main id="main" tabIndex={-1} />
        <ScrollTopButton label="Back to top" />
      </>,
    );
    scrollTo(1200);
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    mockMedia({ reduce: true });
    const user = userEvent.setup();
    render(<ScrollTopButton label="Back to top" />);
    scrollTo(1200);
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });
});
