/** RangeText: a range wraps only between its ends; text without a range separator is left as it is. */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { RangeText } from '../../src/resources/shared/RangeText';

describe('RangeText', () => {
  it('keeps each end of a range on one line', () => {
    const { container } = render(<p><RangeText text="2026-11-25 08:00 – 2026-12-01 22:00" /></p>);
    expect(container.textContent).toBe('2026-11-25 08:00 – 2026-12-01 22:00');
    const ends = [...container.querySelectorAll('span')];
    expect(ends.map((e) => [e.textContent, getComputedStyle(e).whiteSpace])).toEqual([['2026-11-25 08:00 –', 'nowrap'], ['2026-12-01 22:00', 'nowrap']]);
  });

  it('splits a period of days at its ～ too, and leaves other text alone', () => {
    const { container, rerender } = render(<p><RangeText text="2026-11-13 ～ 2026-12-27" /></p>);
    expect([...container.querySelectorAll('span')].map((e) => e.textContent)).toEqual(['2026-11-13 ～', '2026-12-27']);
    rerender(<p><RangeText text="-" /></p>);
    expect(container.innerHTML).toBe('<p>-</p>');
  });
});
