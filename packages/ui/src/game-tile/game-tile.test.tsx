import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GAME_ICON } from './default-icon';
import { GameTile } from './game-tile';
import { sampleGame, sampleLabels } from './game-tile.fixtures';

describe('GameTile', () => {
  it('plays the game when its button is pressed', () => {
    const onPlay = vi.fn();
    render(<GameTile game={sampleGame} labels={sampleLabels} onPlay={onPlay} />);
    // Named by what it shows (label in name): the game, then its vendor.
    fireEvent.click(screen.getByRole('button', { name: 'Fortune Gems JILI' }));
    expect(onPlay).toHaveBeenCalledWith(sampleGame);
    expect(screen.getByText('Fortune Gems')).toBeTruthy();
    expect(screen.getByText('Hot')).toBeTruthy();
    expect(screen.queryByText('New')).toBeNull();
  });

  it('names the vendor as the screen says it when given (our own games), else by the game’s vendor name', () => {
    render(
      <GameTile
        game={{ ...sampleGame, displayName: 'In-house' }}
        labels={{ ...sampleLabels, vendor: '自营' }}
        onPlay={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Fortune Gems 自营' })).toBeTruthy();
    expect(screen.queryByText('In-house')).toBeNull();
  });

  it('toggles the favourite star', () => {
    const onToggle = vi.fn();
    render(
      <GameTile game={sampleGame} labels={sampleLabels} onPlay={() => {}} favourite={{ active: false, onToggle }} />,
    );
    const star = screen.getByRole('button', { name: 'Add to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(onToggle).toHaveBeenCalledWith(sampleGame);
  });

  it('hides the star for lottery games', () => {
    render(
      <GameTile
        game={{ ...sampleGame, gameType: 'ELOTT' }}
        labels={sampleLabels}
        onPlay={() => {}}
        favourite={{ active: true, onToggle: () => {} }}
      />,
    );
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
  });

  it('falls back to the default icon when the image fails, with explicit size', () => {
    const { container } = render(
      <GameTile game={{ ...sampleGame, iconUrl: '/x.png' }} labels={sampleLabels} onPlay={() => {}} />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('108');
    expect(img.getAttribute('loading')).toBe('lazy');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DEFAULT_GAME_ICON);
  });

  it('loads the priority image eagerly', () => {
    const { container } = render(<GameTile game={sampleGame} labels={sampleLabels} onPlay={() => {}} priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  describe('long press (370 ms)', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    const renderTile = () => {
      const onPlay = vi.fn();
      render(<GameTile game={sampleGame} labels={sampleLabels} onPlay={onPlay} />);
      const button = screen.getByRole('button', { name: 'Fortune Gems JILI' });
      fireEvent.pointerDown(button, { button: 0, clientX: 10, clientY: 10 });
      return { onPlay, button };
    };

    it('shows the whole name and does not play on its release', () => {
      const { onPlay, button } = renderTile();
      act(() => {
        vi.advanceTimersByTime(369);
      });
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('tooltip').textContent).toBe(`Fortune Gems · ${sampleGame.displayName}`);
      fireEvent.pointerUp(button);
      fireEvent.click(button);
      expect(onPlay).not.toHaveBeenCalled();
      expect(screen.queryByRole('tooltip')).toBeNull();
      // The next ordinary tap plays.
      fireEvent.click(button);
      expect(onPlay).toHaveBeenCalledTimes(1);
    });

    it('a short press plays, and a press that moves (scrolling) never becomes one', () => {
      const { onPlay, button } = renderTile();
      act(() => {
        vi.advanceTimersByTime(200);
      });
      fireEvent.pointerUp(button);
      fireEvent.click(button);
      expect(onPlay).toHaveBeenCalledTimes(1);
      fireEvent.pointerDown(button, { button: 0, clientX: 10, clientY: 10 });
      fireEvent.pointerMove(button, { clientX: 10, clientY: 40 });
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(screen.queryByRole('tooltip')).toBeNull();
    });
  });
});
