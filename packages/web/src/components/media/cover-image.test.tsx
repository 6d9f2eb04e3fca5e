import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverImage, CoverPriorityContext, coverPriorityAt } from './cover-image';

describe('cover priority (the first screen’s covers are not lazy)', () => {
  it('loads covers lazily unless told otherwise', () => {
    const { container } = render(<CoverImage src="/a.jpg" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads a first-screen list’s first cover first, the next few at once, the rest lazily', () => {
    const { container } = render(
      <CoverPriorityContext value="eager">
        {Array.from({ length: 8 }, (_, index) => (
          <CoverPriorityContext key={index} value={coverPriorityAt('eager', index)}>
            <CoverImage src={`/${index}.jpg`} />
          </CoverPriorityContext>
        ))}
      </CoverPriorityContext>,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'eager');
    expect(images[1]).not.toHaveAttribute('fetchpriority');
    expect(images[5]).toHaveAttribute('loading', 'eager');
    expect(images[6]).toHaveAttribute('loading', 'lazy');
    expect(coverPriorityAt('lazy', 0)).toBe('lazy');
  });
});
