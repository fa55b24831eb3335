import { LOBBY_TIMINGS } from '@lobby/domain';
import { useEffect, useRef, useState, type PointerEvent } from 'react';

/** A finger moving further than this is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;

/**
 * Long press (spec section 9: 370 ms): `held` turns true once a press has lasted that long and
 * false on release. The click that ends a long press is swallowed (`guardClick`), so holding to
 * look never also taps. The browser's own long-press menu is kept away (`onContextMenu`).
 */
export function useLongPress(ms: number = LOBBY_TIMINGS.gestures.longPressMs) {
  const [held, setHeld] = useState(false);
  const timer = useRef(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const end = () => {
    window.clearTimeout(timer.current);
    start.current = null;
    setHeld(false);
  };
  return {
    held,
    handlers: {
      onPointerDown(e: PointerEvent) {
        if (e.button !== 0) return;
        fired.current = false;
        start.current = { x: e.clientX, y: e.clientY };
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
          fired.current = true;
          setHeld(true);
        }, ms);
      },
      onPointerMove(e: PointerEvent) {
        const from = start.current;
        if (from && Math.hypot(e.clientX - from.x, e.clientY - from.y) > MOVE_TOLERANCE_PX) end();
      },
      onPointerUp: end,
      onPointerCancel: end,
      onPointerLeave: end,
      onContextMenu(e: { preventDefault: () => void }) {
        e.preventDefault();
      },
    },
    /** Runs `action` unless this click ends a long press. */
    guardClick(action: () => void) {
      if (fired.current) {
        fired.current = false;
        return;
      }
      action();
    },
  };
}
