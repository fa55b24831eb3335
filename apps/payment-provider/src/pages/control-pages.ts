import type { Delivery, StoredIntent, StoredPayout } from '../store/state';
import { buttonForm, escape, layout } from './html';
import { formatMinor } from './money';

const when = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 19).replace('T', ' ');

function nav(current: 'intents' | 'payouts') {
  const link = (path: string, name: string, key: string) =>
    key === current ? `<span aria-current="page">${name}</span>` : `<a href="${path}">${name}</a>`;
  return `<header class="bar"><span class="brand">LocalPay · tester</span><nav class="langs">${link('/intents', 'Intents', 'intents')}${link('/payouts', 'Payouts', 'payouts')}</nav></header>`;
}

function callbackCell(deliveries: Delivery[]): string {
  if (deliveries.length === 0) return '—';
  return deliveries.map((d) => `${escape(d.state)} (${d.attempts.length})`).join('<br>');
}

/** The tester's list of recent deposits (intents), each linking to its payment page. */
export function intentsPage(intents: StoredIntent[], deliveriesOf: (eventId: string) => Delivery[]): string {
  const rows = intents
    .map(
      (i) => `<tr data-id="${escape(i.id)}">
<td><a href="/pay/${escape(encodeURIComponent(i.id))}">${escape(i.reference)}</a><br><span class="muted">${escape(when(i.created))}</span></td>
<td>${escape(formatMinor(i.amount_minor, i.currency))}<br><span class="muted">${escape(i.method_name)}</span></td>
<td class="state-${escape(i.state)}">${escape(i.state)}</td>
<td>${callbackCell(i.last_event_id ? deliveriesOf(i.last_event_id) : [])}</td>
</tr>`,
    )
    .join('');
  return layout({
    lang: 'en',
    title: 'Intents · LocalPay',
    bodyClass: 'control intents',
    body: `${nav('intents')}
<main><section class="card"><h1>Recent intents</h1>
${intents.length ? `<table><thead><tr><th>Reference</th><th>Amount</th><th>State</th><th>Callback</th></tr></thead><tbody>${rows}</tbody></table>` : '<p class="muted">No intents yet.</p>'}
</section></main>`,
  });
}

/** The tester's payouts: each pending one is paid or failed here. */
export function payoutsPage(
  payouts: StoredPayout[],
  deliveriesOf: (eventId: string) => Delivery[],
  notice?: string,
): string {
  const rows = payouts
    .map((p) => {
      const base = `/payouts/${encodeURIComponent(p.id)}`;
      const actions =
        p.state === 'pending'
          ? `${buttonForm(`${base}/pay`, 'Pay', 'approve')}${buttonForm(`${base}/fail`, 'Fail', 'decline')}`
          : buttonForm(`${base}/resend`, 'Resend callback', 'resend');
      return `<tr data-id="${escape(p.id)}">
<td>${escape(p.reference)}<br><span class="muted">${escape(when(p.created))}</span></td>
<td>${escape(formatMinor(p.amount_minor, p.currency))}<br><span class="muted">${escape(p.method_name)} · ${escape(p.account.holder)} · <span class="mono">${escape(p.account.number)}</span></span></td>
<td class="state-${escape(p.state)}">${escape(p.state)}<br><span class="muted">${callbackCell(p.last_event_id ? deliveriesOf(p.last_event_id) : [])}</span></td>
<td>${actions}</td>
</tr>`;
    })
    .join('');
  return layout({
    lang: 'en',
    title: 'Payouts · LocalPay',
    bodyClass: 'control payouts',
    body: `${nav('payouts')}
<main><section class="card"><h1>Payouts</h1>
${notice ? `<p class="notice" role="status">${escape(notice)}</p>` : ''}
${payouts.length ? `<table><thead><tr><th>Reference</th><th>Amount</th><th>State</th><th></th></tr></thead><tbody>${rows}</tbody></table>` : '<p class="muted">No payouts yet.</p>'}
</section></main>`,
  });
}
