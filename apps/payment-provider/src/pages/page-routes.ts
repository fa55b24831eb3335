import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Payments } from '../payments/payments';
import type { StoredIntent } from '../store/state';
import { PAY_CSS, PAY_JS } from './assets';
import { intentsPage, payoutsPage } from './control-pages';
import { fontFile } from './fonts';
import { PAGE_SECURITY } from './html';
import { notFoundPage, payPage } from './pay-page';
import { pickLanguage, type Language } from './words';

interface Deps {
  payments: Payments;
  /** This provider's origin as browsers reach it. */
  publicUrl: () => string;
}

type Form = Record<string, string>;
type IdRoute = { Params: { id: string }; Body: Form; Querystring: Record<string, string | undefined> };

const PHONE = /^\+?\d{7,15}$/;
const PIN = /^\d{6}$/;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Tester controls change state, so they take same-origin posts only: the Origin header (sent by
 * browsers on every POST; our referrer policy keeps it) must be this provider's origin, or, when
 * a browser sends none, Sec-Fetch-Site must say same-origin. A cross-site form gets 403.
 */
export function sameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    const own = new Set([originOf(publicUrl), `${request.protocol}://${request.headers.host ?? ''}`]);
    return origin !== 'null' && own.has(origin);
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

function html(reply: FastifyReply, body: string, code = 200) {
  return reply.code(code).headers(PAGE_SECURITY).type('text/html; charset=utf-8').send(body);
}

/** The member's payment pages (`/pay/:id`) and the tester's lists (`/intents`, `/payouts`). */
export async function pageRoutes(app: FastifyInstance, deps: Deps) {
  const { payments } = deps;
  const deliveriesOf = (eventId: string) => payments.dispatcher.deliveriesOf(eventId);

  app.get('/assets/pay.css', (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(PAY_CSS),
  );
  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const font = await fontFile(request.params.file);
    if (!font) return reply.code(404).send({ error: 'not found' });
    return reply.type('font/woff2').header('cache-control', 'public, max-age=86400').send(font);
  });
  app.get('/assets/pay.js', (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(PAY_JS),
  );

  await app.register(async (scope) => {
    // Forms post url-encoded fields; nothing else is read here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.addHook('preHandler', async (request, reply) => {
      if (request.method === 'POST' && !sameOrigin(request, deps.publicUrl())) {
        return reply.code(403).headers(PAGE_SECURITY).type('text/plain; charset=utf-8').send('cross-site post refused');
      }
      return undefined;
    });

    const langOf = (request: FastifyRequest<IdRoute>, intent: StoredIntent | null): Language =>
      pickLanguage((request.body as Form | undefined)?.lang ?? request.query.lang, intent?.language ?? 'en');

    const back = (reply: FastifyReply, intent: StoredIntent, lang: Language, extra = '') =>
      reply
        .code(303)
        .header('cache-control', 'no-store')
        .redirect(`/pay/${encodeURIComponent(intent.id)}?lang=${lang}${extra}`, 303);

    const render = async (
      reply: FastifyReply,
      intent: StoredIntent,
      lang: Language,
      extra: Partial<Parameters<typeof payPage>[0]> = {},
      code = 200,
    ) =>
      html(
        reply,
        await payPage({
          intent,
          lang,
          deliveries: intent.last_event_id ? deliveriesOf(intent.last_event_id) : [],
          ...extra,
        }),
        code,
      );

    scope.get<IdRoute>('/pay/:id', async (request, reply) => {
      const intent = payments.findIntent({ id: request.params.id });
      const lang = langOf(request, intent);
      if (!intent) return html(reply, notFoundPage(lang), 404);
      return render(reply, intent, lang, { resent: request.query.sent === '1' });
    });

    scope.post<IdRoute>('/pay/:id/phone', async (request, reply) => {
      const intent = payments.findIntent({ id: request.params.id });
      const lang = langOf(request, intent);
      if (!intent) return html(reply, notFoundPage(lang), 404);
      const phone = (request.body.phone ?? '').replace(/[\s-]/g, '');
      if (intent.state === 'requires_action' && intent.method === 'ewallet') {
        if (!PHONE.test(phone)) return render(reply, intent, lang, { error: 'badPhone' }, 400);
        payments.setPayerPhone(intent.id, phone);
      }
      return back(reply, intent, lang);
    });

    scope.post<IdRoute>('/pay/:id/approve', async (request, reply) => {
      const intent = payments.findIntent({ id: request.params.id });
      const lang = langOf(request, intent);
      if (!intent) return html(reply, notFoundPage(lang), 404);
      // The e-wallet's own step asks for the PIN; the tester's Approve skips the steps.
      const viaPin = intent.method === 'ewallet' && request.body.tester !== '1';
      if (viaPin && intent.state === 'requires_action') {
        if (!intent.payer_phone) return back(reply, intent, lang);
        if (!PIN.test(request.body.pin ?? '')) return render(reply, intent, lang, { error: 'badPin' }, 400);
      }
      payments.succeedIntent(intent.id);
      return back(reply, intent, lang);
    });

    scope.post<IdRoute>('/pay/:id/decline', async (request, reply) => {
      const intent = payments.findIntent({ id: request.params.id });
      const lang = langOf(request, intent);
      if (!intent) return html(reply, notFoundPage(lang), 404);
      payments.failIntent(intent.id);
      return back(reply, intent, lang);
    });

    scope.post<IdRoute>('/pay/:id/timeout', async (request, reply) => {
      const intent = payments.findIntent({ id: request.params.id });
      const lang = langOf(request, intent);
      if (!intent) return html(reply, notFoundPage(lang), 404);
      payments.expireIntent(intent.id);
      return back(reply, intent, lang);
    });

    scope.post<IdRoute>('/pay/:id/resend', async (request, reply) => {
      const intent = payments.findIntent({ id: request.params.id });
      const lang = langOf(request, intent);
      if (!intent) return html(reply, notFoundPage(lang), 404);
      const sent = payments.resend(intent);
      return back(reply, intent, lang, sent ? '&sent=1' : '');
    });

    scope.get('/intents', async (_request, reply) => html(reply, intentsPage(payments.recentIntents(), deliveriesOf)));

    scope.get<{ Querystring: { done?: string } }>('/payouts', async (request, reply) => {
      const notices: Record<string, string> = {
        paid: 'Payout paid.',
        failed: 'Payout failed.',
        resent: 'The last callback is being sent again.',
      };
      return html(reply, payoutsPage(payments.recentPayouts(), deliveriesOf, notices[request.query.done ?? '']));
    });

    for (const action of ['pay', 'fail', 'resend'] as const) {
      scope.post<IdRoute>(`/payouts/:id/${action}`, async (request, reply) => {
        const payout = payments.findPayout({ id: request.params.id });
        if (!payout)
          return reply.code(404).headers(PAGE_SECURITY).type('text/plain; charset=utf-8').send('no such payout');
        let done: string = action;
        if (action === 'pay') done = payments.payPayout(payout.id).changed ? 'paid' : '';
        if (action === 'fail') done = payments.failPayout(payout.id).changed ? 'failed' : '';
        if (action === 'resend') done = payments.resend(payout) ? 'resent' : '';
        return reply.code(303).redirect(`/payouts${done ? `?done=${done}` : ''}`, 303);
      });
    }
  });
}
