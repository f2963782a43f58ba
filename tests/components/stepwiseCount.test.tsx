import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useStepwiseCount } from '../../src/layout/useStepwiseCount';

function Items({ total, first }: { total: number; first: number }) {
  const shown = useStepwiseCount(total, first);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>item {i + 1}</li>
      ))}
    </ul>
  );
}

describe('a list drawn in two steps (useStepwiseCount)', () => {
  it('draws the first items in its first render, then every item', async () => {
    const seen: number[] = [];
    function Counting() {
      const shown = useStepwiseCount(10, 3);
      seen.push(shown);
      return <Items total={shown} first={shown} />;
    }
    render(<Counting />);
    expect(seen[0]).toBe(3);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(await screen.findByText('item 10')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });

  it('draws a short list at once, and a count that grows later at once', () => {
    const { rerender } = render(<Items total={2} first={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    rerender(<Items total={8} first={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });
});
