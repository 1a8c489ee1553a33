/** A link's arrow: kept on the line of the text's last word, so it never wraps or floats alone. */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextWithArrow } from '../../blocks/ui/TextWithArrow';

/** The element that keeps the arrow on one line with what it holds. */
const unbroken = (container: HTMLElement) => container.querySelector('svg')!.closest('.whitespace-nowrap')!;

describe('TextWithArrow', () => {
  it('keeps the arrow with the last word, and the rest of the text free to wrap', () => {
    const { container } = render(<TextWithArrow text="Explore maintenance programs" />);
    expect(container.textContent).toBe('Explore maintenance programs');
    expect(unbroken(container).textContent).toBe('programs');
  });

  it('keeps a one-word text whole with its arrow', () => {
    const { container } = render(<TextWithArrow text="Explore" />);
    expect(unbroken(container).textContent).toBe('Explore');
  });
});
