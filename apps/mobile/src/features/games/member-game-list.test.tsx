import type { Game } from '@lobby/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../stores/store';
import { MemberGameList, type MemberGameListProps } from './member-game-list';

afterEach(cleanup);

const game = (n: number): Game => ({
  gameId: `g${n}`,
  nodeId: `n${n}`,
  nodeName: `Game ${n}`,
  gameName: `Game ${n}`,
  gameType: 'RNG',
  vassalage: 'PG',
  displayName: `Game ${n}`,
  gameClassify: '',
  showIcon: true,
  iconUrl: '',
  mobileLargeIcon: '',
  isHot: false,
  isNew: false,
});

async function show(over: Partial<MemberGameListProps>) {
  const props: MemberGameListProps = {
    testId: 'list',
    games: undefined,
    totalCount: 0,
    empty: 'Nothing yet',
    loading: false,
    fetching: false,
    error: undefined,
    onRetry: vi.fn(),
    onMore: vi.fn(),
    ...over,
  };
  const store = createStore({ baseUrl: 'http://localhost:9', merchant: 'DEMO', device: 'MOBILE' });
  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter>
          <MemberGameList {...props} />
        </MemoryRouter>
      </Provider>,
    );
  });
  return props;
}

describe("a member's own game list", () => {
  it('shows skeletons while the first answer comes', async () => {
    await show({ loading: true });
    expect(screen.getByLabelText('app.loading')).toBeTruthy();
  });

  it('shows its empty line when the member has none', async () => {
    await show({ games: [] });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });

  it('offers a retry after a failure', async () => {
    const props = await show({ error: { status: 500 } });
    fireEvent.click(screen.getByRole('button', { name: 'app.retry' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });

  it('offers 36 more while the member has more, and not once the list may not grow', async () => {
    const props = await show({ games: [game(1), game(2)], totalCount: 40 });
    fireEvent.click(screen.getByRole('button', { name: 'games.showMore' }));
    expect(props.onMore).toHaveBeenCalledOnce();
    cleanup();
    await show({ games: [game(1), game(2)], totalCount: 40, onMore: undefined });
    expect(screen.queryByRole('button', { name: 'games.showMore' })).toBeNull();
  });

  it('offers nothing more when every game is shown', async () => {
    await show({ games: [game(1), game(2)], totalCount: 2 });
    expect(screen.queryByRole('button', { name: 'games.showMore' })).toBeNull();
  });
});
