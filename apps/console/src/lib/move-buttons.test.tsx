import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoveButtons } from './ordering';

afterEach(cleanup);

describe('MoveButtons', () => {
  it.each([
    [0, 3, [false, true]],
    [1, 3, [true, true]],
    [2, 3, [true, false]],
    [0, 1, [false, false]],
  ] as const)('at %i of %i: up and down usable as %j', (index, count, [up, down]) => {
    const onMove = vi.fn();
    render(
      <MoveButtons
        index={index}
        count={count}
        name="PG"
        up="Move {{name}} up"
        down="Move {{name}} down"
        onMove={onMove}
      />,
    );
    const upButton = screen.getByRole('button', { name: 'Move PG up' });
    const downButton = screen.getByRole('button', { name: 'Move PG down' });
    expect([!(upButton as HTMLButtonElement).disabled, !(downButton as HTMLButtonElement).disabled]).toEqual([
      up,
      down,
    ]);
    if (up) {
      fireEvent.click(upButton);
      expect(onMove).toHaveBeenLastCalledWith(index, -1);
    }
    if (down) {
      fireEvent.click(downButton);
      expect(onMove).toHaveBeenLastCalledWith(index, 1);
    }
  });
});
