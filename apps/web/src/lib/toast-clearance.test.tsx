import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastClearance, useToastClearanceValue } from './toast-clearance';

function Bar() {
  const ref = useRef<HTMLDivElement>(null);
  useToastClearance(ref);
  return <div ref={ref}>Run Share</div>;
}
function Probe() {
  return <output data-testid="clearance">{useToastClearanceValue()}</output>;
}

afterEach(() => vi.restoreAllMocks());

describe('toast clearance', () => {
  it('keeps toasts below a screen’s own top-right buttons while they are on screen', async () => {
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ bottom: 141.2 } as DOMRect);
    const { rerender } = render(
      <>
        <Probe />
        <Bar />
      </>,
    );
    expect(screen.getByTestId('clearance')).toHaveTextContent('142');
    // scrolled away: the toaster goes back to its place under the nav
    rect.mockReturnValue({ bottom: -20 } as DOMRect);
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(screen.getByTestId('clearance')).toHaveTextContent('0');
    rect.mockReturnValue({ bottom: 120 } as DOMRect);
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(screen.getByTestId('clearance')).toHaveTextContent('120');
    // the screen is left: nothing to keep clear of
    rerender(<Probe />);
    expect(screen.getByTestId('clearance')).toHaveTextContent('0');
  });
});
