import { PATHS } from '@lobby/contract/constants';
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../src/http/json-depth';
import { badTextFields } from '../src/http/text-rules';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nesting depth of JSON text', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan(nested(32))).toBe(false);
    expect(nestsDeeperThan(nested(33))).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[]}]}}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[]}]}}', 5)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{'.repeat(100), quote: 'a\\"[[[[', slash: '\\' }), 1)).toBe(
      false,
    );
  });

  it('reads a 20,000-deep text without a deep stack', () => {
    expect(nestsDeeperThan('{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000))).toBe(true);
  });
});

describe('text rules', () => {
  it('names the fields with lone surrogates, NUL or control characters; tabs and line breaks only in prose', () => {
    const body = {
      username: 'demo\n01',
      nickname: 'မင်္ဂလာပါ 你好 😀👍🏽',
      text: 'line one\r\n\tline two',
      content: 'bell \u0007',
      nested: [{ title: 'a\ud800' }, { note: 'C1 \u0085' }, { ok: 'naïve' }],
      'bad\u0000key': 1,
    };
    expect(badTextFields(body, 'body').sort()).toEqual(
      ['body', 'body.content', 'body.nested.0.title', 'body.nested.1.note', 'body.username'].sort(),
    );
    expect(badTextFields('\udc00', 'query')).toEqual(['query']);
    expect(badTextFields({ text: 'fine\n', count: 3, none: null }, 'body')).toEqual([]);
  });

  it('walks input nested 100,000 deep without a deep stack', () => {
    let deep: unknown = { text: 'bad \u0000' };
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(badTextFields(deep, 'body')).toHaveLength(1);
  });
});

describe.each(TEST_DATABASES)('input rules on $name', (database) => {
  const t = useTestApp(database);
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', Merchant: 'DEMO', ...headers },
      payload,
    });

  it('refuses JSON nested deeper than 32, plain or sealed, before it is parsed', async () => {
    // The renewal reads no body: 32 levels reach it (no session), 33 do not.
    expect((await post(PATHS.renewSession, nested(32))).json().errorCode).toBe('session.expired');
    for (const depth of [33, 5_000, 100_000]) {
      const res = await post(PATHS.renewSession, nested(depth));
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { success: false, errorCode: 'request.invalid', data: { fields: ['body'] } },
      ]);
    }
    const api = apiClient(t, '10.7.1.1');
    const sealed = await api.sealed('POST', PATHS.login, JSON.parse(nested(30)));
    expect(sealed.json().errorCode).toBe('request.invalid');
    const tooDeep = await api.sealed('POST', PATHS.login, {
      username: 'demo01',
      password: JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40)),
    });
    expect([tooDeep.statusCode, tooDeep.json().data]).toEqual([400, { fields: ['body'] }]);
  });

  it('takes chat in every script, with emoji and line breaks, and refuses text no field takes', async () => {
    const api = apiClient(t, '10.7.1.2');
    const auth = {
      Authorization: (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string,
    };
    const text = 'မင်္ဂလာပါ\n你好，世界 😀👍🏽\r\n\tnaïve';
    const sent = await api.post('/wps/relay/CBS_sendMessage', { text, language: 'EN' }, auth);
    expect([sent.statusCode, sent.json().value.text]).toEqual([200, text]);
    for (const bad of ['a\ud800b', 'x\udfff', 'bell\u0007', 'C1\u0085', 'escape\u001b[2J', 'nul\u0000']) {
      const res = await api.post('/wps/relay/CBS_sendMessage', { text: bad }, auth);
      expect([res.statusCode, res.json()], JSON.stringify(bad)).toEqual([
        400,
        { success: false, errorCode: 'request.invalid', data: { fields: ['body.text'] } },
      ]);
    }
    // One-line fields take no line break, in a sealed body, a query or a form.
    const login = await api.login({ username: 'demo01\n', password: 'Demo-pass-01' });
    expect([login.statusCode, login.json().data]).toEqual([400, { fields: ['body.username'] }]);
    const query = await api.get('/wps/member/register/username?username=demo%0A01');
    expect([query.statusCode, query.json().data]).toEqual([400, { fields: ['query.username'] }]);
    const schemaQuery = await api.get('/wps/relay/GCSGAME_hotGamesV2?language=en%01');
    expect([schemaQuery.statusCode, schemaQuery.json().data]).toEqual([400, { fields: ['query.language'] }]);
    const form = await api.form('/wps/member/password/email', 'username=demo01%0D&email=a%40b.example');
    expect([form.statusCode, form.json().data]).toEqual([400, { fields: ['body.username'] }]);
  });

  it("answers the router's own refusals and unknown paths with envelopes", async () => {
    const get = (url: string) => t.app.inject({ url });
    for (const url of ['/%', '/%zz', '/wps/relay/%E0%A4%A', `${PATHS.gameIcon}/%zz.png`]) {
      const res = await get(url);
      expect([res.statusCode, res.json()], url).toEqual([400, { success: false, errorCode: 'request.invalid' }]);
    }
    const long = await get(`${PATHS.gameIcon}/${'a'.repeat(300)}.png`);
    expect([long.statusCode, long.json()]).toEqual([414, { success: false, errorCode: 'request.tooLarge' }]);
    for (const res of [
      await get(`${PATHS.gameIcon}/a/b.png`),
      await get('/__dev/outbox'),
      await t.app.inject({ method: 'PATCH', url: PATHS.login }),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([404, { success: false, errorCode: 'request.notFound' }]);
    }
  });
});
