import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useBottomOverlayHeight } from './bottom-overlay';

function Bar({ height, isActive = true }: { height: number; isActive?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useBottomOverlayHeight(ref, isActive);
  return (
    <div
      ref={(element) => {
        if (element) Object.defineProperty(element, 'offsetHeight', { value: height });
        ref.current = element;
      }}
    />
  );
}

const published = () => document.documentElement.style.getPropertyValue('--bottom-overlay-height');

describe('useBottomOverlayHeight', () => {
  it('publishes the docked bars stacked and keeps the others when one goes away', () => {
    const player = render(<Bar height={84} />);
    expect(published()).toBe('84px');
    const notice = render(<Bar height={120} />);
    expect(published()).toBe('204px');
    notice.unmount(); // the cookie notice is accepted: the player bar is still there
    expect(published()).toBe('84px');
    player.unmount();
    expect(published()).toBe('');
  });

  it('publishes nothing for an inactive bar', () => {
    const bar = render(<Bar height={50} isActive={false} />);
    expect(published()).toBe('');
    bar.unmount();
  });
});
