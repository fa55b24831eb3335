import type { FastifyInstance } from 'fastify';

const headers = { Merchant: 'DEMO', Device: 'MOBILE', Language: 'en' };

/** A fresh captcha and its answer, read from the dev tools (the app must run with LOBBY_DEV_TOOLS=1). */
export async function solveCaptcha(app: FastifyInstance): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId } = (await app.inject({ url: '/wps/captcha', headers })).json().value as { captchaId: string };
  const answers = (await app.inject({ url: '/__dev/captcha' })).json().value as { captchaId: string; answer: string }[];
  return { captchaId, captcha: answers.find((a) => a.captchaId === captchaId)!.answer };
}

/** The newest SMS code the outbox holds for a number like `+95 912345678`. */
export async function latestSmsCode(app: FastifyInstance, to: string): Promise<string | undefined> {
  const messages = (await app.inject({ url: '/__dev/outbox' })).json().value as {
    channel: string;
    to: string;
    text: string;
  }[];
  return messages.find((m) => m.channel === 'sms' && m.to === to)?.text.match(/\d{6}/)?.[0];
}

/** The newest e-mail to an address. */
export async function latestEmail(app: FastifyInstance, to: string): Promise<string | undefined> {
  const messages = (await app.inject({ url: '/__dev/outbox' })).json().value as {
    channel: string;
    to: string;
    text: string;
  }[];
  return messages.find((m) => m.channel === 'email' && m.to === to)?.text;
}
