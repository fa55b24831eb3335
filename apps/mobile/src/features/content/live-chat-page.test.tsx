import { serviceApi } from '@lobby/api-client';
import { CHAT_MESSAGE_MAX } from '@lobby/contract/constants';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberStore } from '../../stores/test-store';
import { LiveChatPage } from './live-chat-page';

// The log scrolls to its end; jsdom lays nothing out.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page of a member, with a desk that stores what it is sent, or refuses it. */
async function renderChat({ refuse = false } = {}) {
  const sent: unknown[] = [];
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      asked.push(new URL(request.url).pathname);
      if (request.url.includes('CBS_unreadCount')) return Response.json({ success: true, value: 0 });
      if (!request.url.includes('CBS_sendMessage')) return Response.json({ success: true, value: [] });
      sent.push(await request.json());
      if (refuse) return Response.json({ success: false, errorCode: 'unknown' });
      return Response.json({
        success: true,
        value: { id: 'm1', from: 'member', text: 'hello', sentAt: '2026-01-01T00:00:00.000Z' },
      });
    }),
  );
  const store = memberStore('t');
  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/liveChat?language=EN']}>
          <LiveChatPage />
        </MemoryRouter>
      </Provider>,
    );
  });
  const text = screen.getByLabelText('service.chatPlaceholder');
  const button = screen.getByRole('button', { name: 'service.send' });
  return { sent, text, button, store, asked };
}

describe('the live chat composer', () => {
  it('sends only something written; Enter sends, Shift+Enter does not, and a sent message empties the box', async () => {
    const { sent, text, button } = await renderChat();
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.change(text, { target: { value: '   ' } });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.change(text, { target: { value: ' hello ' } });
    expect(button.hasAttribute('disabled')).toBe(false);
    await act(async () => fireEvent.keyDown(text, { key: 'Enter', shiftKey: true }));
    expect(sent).toEqual([]);
    await act(async () => fireEvent.keyDown(text, { key: 'Enter' }));
    await waitFor(() => expect(text).toHaveProperty('value', ''));
    expect(sent).toEqual([{ text: 'hello', language: 'EN' }]);
  });

  it('refuses a message over the limit until it is changed, sending nothing', async () => {
    const { sent, text, button } = await renderChat();
    fireEvent.change(text, { target: { value: 'x'.repeat(CHAT_MESSAGE_MAX + 1) } });
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole('alert').textContent).toBe('service.messageTooLong');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    fireEvent.change(text, { target: { value: 'x'.repeat(CHAT_MESSAGE_MAX + 2) } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(text.getAttribute('aria-invalid')).toBe('false');
  });

  it('keeps the text when a send fails, and says so', async () => {
    const { sent, text, button } = await renderChat({ refuse: true });
    fireEvent.change(text, { target: { value: 'hello' } });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(sent).toHaveLength(1);
    expect(text).toHaveProperty('value', 'hello');
  });

  it("reads the conversation again when a desk's answer raises the unread count (pushed or polled)", async () => {
    const { store, asked } = await renderChat();
    const reads = () => asked.filter((path) => path.endsWith('CBS_getMessages')).length;
    await waitFor(() => expect(reads()).toBe(1));
    // Both answers in first (on a busy machine a call can be out before its answer is read): the
    // conversation shown, and the page's own count (0) settled, so it cannot overwrite the raise.
    await screen.findByText('service.chatEmpty');
    await waitFor(() =>
      expect(serviceApi.endpoints.getChatUnread.select(undefined)(store.getState()).status).toBe('fulfilled'),
    );
    await act(async () => {
      await store.dispatch(serviceApi.util.upsertQueryData('getChatUnread', undefined, 1));
    });
    await waitFor(() => expect(reads()).toBe(2));
  });
});
