/**
 * Where a floating button can stand without lying over anything a finger uses: its own place, or
 * a little higher (spec section 2's floating widget, and back to top, float over a scrolling page).
 */

/** What a finger can use on a page. */
export const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';

/** Marks a floating element (`data-floating`): another floating one is not a control it must keep clear of. */
const FLOATING = '[data-floating]';

/** How far a floating button climbs at a time when its place is taken. */
const STEP_PX = 8;

interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

const overlaps = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;

/** The area an element draws on, its children's included (a close button sticking out of it, say). */
function outline(element: Element): Box {
  const boxes = [element, ...Array.from(element.querySelectorAll('*'))]
    .map((e) => e.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
  return {
    top: Math.min(...boxes.map((r) => r.top)),
    right: Math.max(...boxes.map((r) => r.right)),
    bottom: Math.max(...boxes.map((r) => r.bottom)),
    left: Math.min(...boxes.map((r) => r.left)),
  };
}

const shown = (element: Element) =>
  typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true });

/** The boxes of the page's controls within an area: those a floating element there would lie over. */
function controlsWithin(area: Box, floating: Element): Box[] {
  return Array.from(document.querySelectorAll(CONTROLS))
    .filter((control) => !control.closest(FLOATING) && !floating.contains(control))
    .map((control) => ({ control, box: control.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && box.height > 0 && overlaps(box, area))
    .filter(({ control }) => shown(control))
    .map(({ box }) => box);
}

/**
 * How far (px) a floating element, now `lifted` above its own place, should stand above that place
 * so that it lies over no control: 0 when its place is free, up to `maxLift`; null when no height
 * in reach is free.
 */
export function freeLift(element: Element, lifted: number, maxLift: number): number | null {
  const now = outline(element);
  if (!Number.isFinite(now.top)) return 0;
  const home = { ...now, top: now.top + lifted, bottom: now.bottom + lifted };
  const taken = controlsWithin({ ...home, top: home.top - maxLift }, element);
  for (let lift = 0; lift <= maxLift; lift += STEP_PX) {
    const at = { ...home, top: home.top - lift, bottom: home.bottom - lift };
    if (!taken.some((box) => overlaps(box, at))) return lift;
  }
  return null;
}
