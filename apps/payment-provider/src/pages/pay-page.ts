import QRCode from 'qrcode';
import type { Delivery, StoredIntent } from '../store/state';
import { buttonForm, escape, languageSwitch, layout } from './html';
import { formatMinor } from './money';
import { fill, WORDS, type Language } from './words';

export interface PayPageInput {
  intent: StoredIntent;
  lang: Language;
  /** Deliveries of the intent's last event, newest last. */
  deliveries: Delivery[];
  /** A message under the form in error (a bad phone number or PIN). */
  error?: 'badPhone' | 'badPin';
  resent?: boolean;
}

/** What the QR code carries: the provider's own payment string, read by its (imagined) wallet app. */
export function qrPayload(intent: StoredIntent): string {
  const params = new URLSearchParams({
    id: intent.id,
    ref: intent.reference,
    amt: String(intent.amount_minor),
    cur: intent.currency,
  });
  return `localpay://pay?${params.toString()}`;
}

/** The QR code as inline SVG, drawn on the server. */
export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

const utc = (unixSeconds: number) => `${new Date(unixSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The provider's collection account shown for a bank transfer: made up, stable per intent. */
function collectionAccount(intent: StoredIntent): string {
  const digits = [...intent.id.replace(/^pi_/, '')].map((c) => parseInt(c, 16) % 10).join('');
  return `${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8, 12)} ${digits.slice(12, 16)}`;
}

function ewalletBlock(intent: StoredIntent, lang: Language, base: string, error: PayPageInput['error']): string {
  const w = WORDS[lang].ewallet;
  const errorText = error ? `<p class="error" role="alert">${escape(w[error])}</p>` : '';
  if (!intent.payer_phone) {
    return `<section class="card method-ewallet">
<form method="post" action="${escape(`${base}/phone`)}">
<input type="hidden" name="lang" value="${lang}">
<label for="phone">${escape(w.phoneLabel)}</label>
<input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" required data-digits="phone" placeholder="09xxxxxxxxx">
<p class="muted">${escape(fill(w.phoneHint, { wallet: intent.method_name }))}</p>
${errorText}
<button type="submit" class="btn primary">${escape(w.next)}</button>
</form>
</section>`;
  }
  return `<section class="card method-ewallet">
<form method="post" action="${escape(`${base}/approve`)}">
<input type="hidden" name="lang" value="${lang}">
<p class="muted">${escape(fill(w.pinHint, { wallet: intent.method_name, phone: intent.payer_phone }))}</p>
<label for="pin">${escape(w.pinLabel)}</label>
<input id="pin" name="pin" class="pin" type="password" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required data-digits="pin">
${errorText}
<button type="submit" class="btn approve">${escape(w.approve)}</button>
</form>
</section>`;
}

function bankBlock(intent: StoredIntent, lang: Language, base: string): string {
  const w = WORDS[lang].bank;
  return `<section class="card method-bank">
<p>${escape(w.intro)}</p>
<dl>
<dt>${escape(w.bank)}</dt><dd>${escape(intent.method_name)}</dd>
<dt>${escape(w.holder)}</dt><dd>LocalPay Collections</dd>
<dt>${escape(w.account)}</dt><dd class="mono">${escape(collectionAccount(intent))}</dd>
<dt>${escape(WORDS[lang].amount)}</dt><dd>${escape(formatMinor(intent.amount_minor, intent.currency))}</dd>
<dt>${escape(w.quote)}</dt><dd class="mono">${escape(intent.reference)}</dd>
</dl>
${buttonForm(`${base}/approve`, w.paid, 'approve', { lang })}
</section>`;
}

async function qrBlock(intent: StoredIntent, lang: Language): Promise<string> {
  const w = WORDS[lang].qr;
  const svg = await qrSvg(qrPayload(intent));
  return `<section class="card method-qr">
<p>${escape(fill(w.intro, { wallet: intent.method_name }))}</p>
<figure class="qr" role="img" aria-label="${escape(w.alt)}">${svg}</figure>
<p class="muted mono">${escape(qrPayload(intent))}</p>
</section>`;
}

function callbackBlock(lang: Language, deliveries: Delivery[]): string {
  const w = WORDS[lang].callback;
  if (deliveries.length === 0) return '';
  const rows = deliveries
    .map(
      (d) =>
        `<li class="delivery-${d.state}">${escape(w[d.state])} · ${escape(fill(w.attempts, { n: d.attempts.length }))}</li>`,
    )
    .join('');
  return `<p class="label">${escape(w.title)}</p><ul class="muted deliveries">${rows}</ul>`;
}

/** The hosted page of one intent: its method's steps while open, its outcome after. */
export async function payPage(input: PayPageInput): Promise<string> {
  const { intent, lang } = input;
  const words = WORDS[lang];
  const base = `/pay/${encodeURIComponent(intent.id)}`;
  const summary = `<section class="card summary">
<p class="label">${escape(words.method[intent.method])} · ${escape(intent.method_name)}</p>
<p class="amount" data-amount>${escape(formatMinor(intent.amount_minor, intent.currency))}</p>
<p class="muted">${escape(words.reference)}: <span class="mono">${escape(intent.reference)}</span></p>
${intent.state === 'requires_action' ? `<p class="muted">${escape(fill(words.expires, { time: utc(intent.expires_at) }))}</p>` : ''}
</section>`;

  let content: string;
  if (intent.state === 'requires_action') {
    const method =
      intent.method === 'ewallet'
        ? ewalletBlock(intent, lang, base, input.error)
        : intent.method === 'bank_transfer'
          ? bankBlock(intent, lang, base)
          : await qrBlock(intent, lang);
    const t = words.tester;
    content = `${method}
<section class="card tester" aria-labelledby="tester-title">
<h2 id="tester-title">${escape(t.title)}</h2>
<p class="muted">${escape(t.hint)}</p>
${buttonForm(`${base}/approve`, t.approve, 'approve', { lang, tester: '1' })}
${buttonForm(`${base}/decline`, t.decline, 'decline', { lang })}
${buttonForm(`${base}/timeout`, t.timeout, 'timeout', { lang })}
</section>`;
  } else {
    const o = words.outcome;
    const state = intent.state;
    content = `<section class="card outcome state-${state}" role="status">
<h1>${escape(o[state])}</h1>
<p>${escape(o[`${state}Body`])}</p>
<a class="back" href="${escape(intent.return_url)}">${escape(words.back)}</a>
</section>
<section class="card tester" aria-labelledby="tester-title">
<h2 id="tester-title">${escape(words.tester.title)}</h2>
${input.resent ? `<p class="notice" role="status">${escape(words.tester.resent)}</p>` : ''}
${callbackBlock(lang, input.deliveries)}
${buttonForm(`${base}/resend`, words.tester.resend, 'resend', { lang })}
</section>`;
  }

  return layout({
    lang,
    title: `${words.payTitle} · ${words.brand}`,
    bodyClass: `pay method-${intent.method} state-${intent.state}`,
    body: `<header class="bar"><span class="brand">${escape(words.brand)}</span>${languageSwitch(base, lang)}</header>
<main>
${summary}
${content}
</main>`,
  });
}

export function notFoundPage(lang: Language): string {
  const words = WORDS[lang];
  return layout({
    lang,
    title: words.brand,
    body: `<header class="bar"><span class="brand">${escape(words.brand)}</span></header>
<main><section class="card"><h1>${escape(words.notFound)}</h1></section></main>`,
  });
}
