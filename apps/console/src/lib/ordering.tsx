import { fill } from './words';

/** `list` with the item at `from` moved one place up (-1) or down (+1). */
export const moved = <T,>(list: readonly T[], from: number, by: -1 | 1): T[] => {
  const to = from + by;
  if (to < 0 || to >= list.length || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
};

/** The up and down buttons of one row of an ordered list, each named with the row's name. */
export function MoveButtons(props: {
  index: number;
  count: number;
  name: string;
  /** Sentences with `{{name}}`: "Move {{name}} up". */
  up: string;
  down: string;
  onMove: (from: number, by: -1 | 1) => void;
}) {
  const { index, count, name, onMove } = props;
  return (
    <div className="row">
      <button
        type="button"
        className="button button--ghost"
        aria-label={fill(props.up, { name })}
        disabled={index === 0}
        onClick={() => onMove(index, -1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="button button--ghost"
        aria-label={fill(props.down, { name })}
        disabled={index === count - 1}
        onClick={() => onMove(index, 1)}
      >
        ↓
      </button>
    </div>
  );
}
