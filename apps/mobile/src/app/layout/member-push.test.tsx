import { walletApi } from '@lobby/api-client';
import { PUSH_PATHS } from '@lobby/contract/constants';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberStore } from '../../stores/test-store';
import { MemberPush } from './member-push';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A push stream that sends what the test says when it says. */
function pushServer() {
  let send: (text: string) => void = () => {};
  const asked: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(new URL(url).pathname);
    if (url.endsWith(PUSH_PATHS.memberEvents)) {
      const headers = new Headers(init?.headers);
      expect(headers.get('Authorization')).toContain('push-token');
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          send = (text) => controller.enqueue(new TextEncoder().encode(text));
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }
    // Nothing else is under test: the other calls find nothing.
    return Response.json({ success: false, errorCode: 'request.notFound' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchFn);
  return { send: (text: string) => send(text), asked };
}

describe('MemberPush', () => {
  it('puts pushed balances in the cache, and a pushed logout ends the session and goes home', async () => {
    const server = pushServer();
    const store = memberStore('push-token');
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/member/home']}>
          <MemberPush />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await waitFor(() => expect(server.asked).toContain(PUSH_PATHS.memberEvents));
    const balance = { sumBalance: 12.5, balanceMinor: 1250, currency: 'USD' };
    await act(async () => server.send(`event: balance\ndata: ${JSON.stringify({ type: 'balance', balance })}\n\n`));
    await waitFor(() => expect(walletApi.endpoints.getBalance.select()(store.getState()).data).toEqual(balance));
    expect(screen.getByTestId('where').textContent).toBe('/member/home');

    await act(async () => server.send('event: logout\ndata: {"type":"logout","code":"session.expired"}\n\n'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home'));
    await waitFor(() => expect(store.getState().session).toEqual({ current: null, forcedOut: true }));
  });
});
