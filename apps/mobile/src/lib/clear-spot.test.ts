import { afterEach, describe, expect, it, vi } from 'vitest';
import { freeLift } from './clear-spot';

/** Lays elements out at given boxes (jsdom lays nothing out): [element, top, left, width, height]. */
function layOut(boxes: [Element, number, number, number, number][]) {
  const at = new Map(boxes.map(([element, top, left, width, height]) => [element, { top, left, width, height }]));
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const box = at.get(this) ?? { top: 0, left: 0, width: 0, height: 0 };
    return DOMRect.fromRect({ x: box.left, y: box.top, width: box.width, height: box.height });
  });
}

function page(controls: number) {
  document.body.innerHTML = `<div data-floating id="float"><button id="close">x</button></div>${'<a href="#">game</a>'.repeat(controls)}`;
  const floating = document.getElementById('float')!;
  return { floating, close: document.getElementById('close')!, links: Array.from(document.querySelectorAll('a')) };
}

describe('freeLift', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is 0 where nothing a finger uses lies under the button', () => {
    const { floating, close, links } = page(1);
    layOut([
      [floating, 700, 330, 48, 48],
      [close, 692, 360, 24, 24],
      [links[0]!, 600, 12, 360, 40],
    ]);
    expect(freeLift(floating, 0, 200)).toBe(0);
  });

  it('climbs in 8 px steps until the button and its close button are clear of the controls', () => {
    const { floating, close, links } = page(1);
    // "More" right under the button's place: 690 to 760.
    layOut([
      [floating, 700, 330, 48, 48],
      [close, 692, 360, 24, 24],
      [links[0]!, 690, 12, 366, 70],
    ]);
    // Its outline (692 to 748, the close button included) must end at 690: 58 px, 64 in steps of 8.
    expect(freeLift(floating, 0, 200)).toBe(64);
  });

  it('measures from its own place when it stands lifted already', () => {
    const { floating, close, links } = page(1);
    // Lifted by 64: drawn 64 px higher than its place.
    layOut([
      [floating, 636, 330, 48, 48],
      [close, 628, 360, 24, 24],
      [links[0]!, 690, 12, 366, 70],
    ]);
    expect(freeLift(floating, 64, 200)).toBe(64);
  });

  it('is null when no height within reach is free', () => {
    const { floating, close, links } = page(1);
    layOut([
      [floating, 700, 330, 48, 48],
      [close, 692, 360, 24, 24],
      [links[0]!, 300, 12, 366, 460],
    ]);
    expect(freeLift(floating, 0, 200)).toBeNull();
  });

  it('ignores what is not laid out, and its own and other floating buttons', () => {
    const { floating, close, links } = page(1);
    document.body.insertAdjacentHTML('beforeend', '<button data-floating id="other">up</button>');
    layOut([
      [floating, 700, 330, 48, 48],
      [close, 692, 360, 24, 24],
      [document.getElementById('other')!, 700, 330, 44, 44],
    ]);
    expect(links[0]!.getBoundingClientRect().width).toBe(0);
    expect(freeLift(floating, 0, 200)).toBe(0);
  });
});
