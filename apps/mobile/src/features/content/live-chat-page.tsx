import { useGetChatMessagesQuery, useGetChatUnreadQuery, useSendChatMutation } from '@lobby/api-client';
import { CHAT_MESSAGE_MAX } from '@lobby/contract/constants';
import { errorMessageKey } from '@lobby/i18n';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiErrorState, useApiErrorText } from '../../components/api-error-state';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { accountPopupOpened } from '../../stores/popups';
import '../../components/content/content.css';

const LANGUAGES = ['CN', 'MY', 'EN'] as const;

/**
 * /m/liveChat, the chat page the CBS3 launch opens (spec section 7): its header colour, title
 * and back address come from the launch; the member's messages are stored and the support desk
 * answers here. Typing is kept when a send fails.
 */
export function LiveChatPage() {
  const { t, i18n } = useTranslation(['content', 'translation']);
  const [params] = useSearchParams();
  const session = useAppSelector((s) => s.session.current);
  const dispatch = useAppDispatch();
  const errorText = useApiErrorText();
  // The launch names the chat's language; opened directly, the page's own (English for the others).
  const language =
    LANGUAGES.find((l) => l === params.get('language')) ??
    LANGUAGES.find((l) => l === i18n.language.toUpperCase()) ??
    'EN';
  const headerColorParam = params.get('headerColor') ?? '';
  const headerColor = /^#[0-9a-fA-F]{6}$/.test(headerColorParam) ? headerColorParam : undefined;
  const title = (params.get('title') ?? '').slice(0, 60) || t('service.chatTitle');
  // Only a path of this site: no `//` or `/\\` that a browser would read as another host.
  const backUrl = params.get('backUrl') ?? '';
  const back = /^\/m\/(?![\\/])[^\s\\]*$/.test(backUrl) ? backUrl.slice(2) : '/home';
  const { data, error, isLoading, refetch } = useGetChatMessagesQuery(undefined, { skip: !session });
  // A desk's answer raises the unread count (pushed; polled while the channel is down, in
  // app/layout/member-push.tsx): the open conversation reads it, which brings the count back to 0.
  const { data: unread = 0 } = useGetChatUnreadQuery(undefined, { skip: !session });
  const seenUnread = useRef(unread);
  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded && unread > seenUnread.current) void refetch();
    seenUnread.current = unread;
  }, [unread, loaded, refetch]);
  const [send, sending] = useSendChatMutation();
  // The limit speaks on sending and is quiet again at the next keystroke; focus stays put.
  const { register, handleSubmit, watch, reset, clearErrors, formState } = useForm({
    defaultValues: { text: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const text = watch('text');
  const tooLong = formState.errors.text !== undefined;
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [data?.length]);

  if (!session) {
    return (
      <EmptyState
        message={t(errorMessageKey('session.required'))}
        action={{ label: t('header.login'), onClick: () => dispatch(accountPopupOpened({ kind: 'login' })) }}
      />
    );
  }
  const submit = handleSubmit(async (values) => {
    const message = values.text.trim();
    if (!message) return;
    try {
      await send({ text: message, language }).unwrap();
      reset();
      void refetch();
    } catch {
      // Shown below; the text stays for another try.
    }
  });
  const light = headerColor ? Number.parseInt(headerColor.slice(1), 16) > 0x888888 : false;
  return (
    <section className="live-chat" data-testid="live-chat" aria-labelledby="live-chat-title">
      <div
        className="live-chat__head"
        style={headerColor ? { background: headerColor, color: light ? '#111' : '#fff' } : undefined}
      >
        <Link to={back} className="link-button" style={{ color: 'inherit' }}>
          {t('header.back')}
        </Link>
        <h2 id="live-chat-title">{title}</h2>
      </div>
      {isLoading ? (
        <SkeletonGrid count={2} label={t('app.loading')} />
      ) : error ? (
        <ApiErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <ul className="live-chat__log" aria-live="polite" data-testid="chat-log">
          {!data?.length && <li className="application-form__hint">{t('service.chatEmpty')}</li>}
          {data?.map((m) => (
            <li key={m.id} className={`chat-message chat-message--${m.from}`} data-testid={`chat-${m.from}`}>
              <span className="chat-message__meta">
                {m.from === 'member' ? t('service.you') : t('service.support')}
              </span>
              {m.text}
            </li>
          ))}
          <li ref={end} aria-hidden="true" />
        </ul>
      )}
      <form className="live-chat__form" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="chat-text" className="visually-hidden">
          {t('service.chatPlaceholder')}
        </label>
        <textarea
          id="chat-text"
          placeholder={t('service.chatPlaceholder')}
          aria-invalid={tooLong}
          {...register('text', {
            // Counted in characters as people see them (an emoji is one), as the server counts.
            validate: (value) => [...value.trim()].length <= CHAT_MESSAGE_MAX,
            onChange: () => clearErrors('text'),
          })}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <button type="submit" className="button" disabled={sending.isLoading || !text.trim()}>
          {t('service.send')}
        </button>
      </form>
      {(tooLong || sending.error) && (
        <p className="field-error" role="alert">
          {tooLong ? t('service.messageTooLong', { max: CHAT_MESSAGE_MAX }) : errorText(sending.error)}
        </p>
      )}
    </section>
  );
}
