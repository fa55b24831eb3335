// Long on purpose: the malformed-request generators of the fuzz test, one per kind of input, in one place.
import { AGENT_PATHS, LOTTERY_PATHS, PATHS, PICTURE_PATHS, PROFILE_PATHS } from '@lobby/contract/constants';
import { OPERATOR_PATHS } from '@lobby/contract/operator';

/** Malformed requests for the fuzz test, drawn from a seeded generator so a failure can be replayed. */

/** mulberry32, written out: a seeded generator is a few lines, no dependency needed; the same seed gives the same run. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Prng = ReturnType<typeof prng>;

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;
export type Method = (typeof METHODS)[number];

/** Requests to a parametric route name one picture; the route's pattern says which methods it has. */
const PICTURES: Record<string, string> = {
  [`${PATHS.gameIcon}/G1.png`]: `${PATHS.gameIcon}/:file`,
  [`${PATHS.vendorIcon}/JL-WHITE.png`]: `${PATHS.vendorIcon}/:file`,
  [`${PATHS.bannerImage}/b1.svg`]: `${PATHS.bannerImage}/:file`,
  [`${PICTURE_PATHS.promotionImage}/p1.svg`]: `${PICTURE_PATHS.promotionImage}/:file`,
  [`${PROFILE_PATHS.avatarImage}/1.svg`]: `${PROFILE_PATHS.avatarImage}/:file`,
};
export const routeOf = (path: string) => PICTURES[path] ?? path;

/** The operator's writes of what players see (they took the dev tools' place): signed-in operators only. */
export const FUZZ_OPERATOR_PATHS: string[] = [
  OPERATOR_PATHS.settle,
  OPERATOR_PATHS.whitelabel,
  OPERATOR_PATHS.announcements,
  OPERATOR_PATHS.promotions,
  OPERATOR_PATHS.promotionReview,
  OPERATOR_PATHS.help,
  OPERATOR_PATHS.inbox,
  OPERATOR_PATHS.chatReply,
];

/** Every path the server answers: the contract's, the pictures, the dev tools and the operator's content writes. */
export const FUZZ_PATHS: string[] = [
  ...[PATHS, AGENT_PATHS, PROFILE_PATHS, LOTTERY_PATHS].flatMap((group) => Object.values(group) as string[]),
  ...Object.keys(PICTURES),
  '/__dev/outbox',
  '/__dev/captcha',
  ...FUZZ_OPERATOR_PATHS,
];

/** The routes that open a sealed body: only there does the sealed text count. */
const SEALED_ROUTES = new Set([
  `POST ${PATHS.login}`,
  `PUT ${PATHS.registerByUsername}`,
  `PUT ${PATHS.registerByMobile}`,
  `POST ${PATHS.passwordByPhone}`,
  `PUT ${PATHS.changePassword}`,
  `POST ${AGENT_PATHS.openAccount}`,
]);

/** What a request carries that no route may accept: text no field allows, in the parsed body or query. */
export type Taint = 'badText' | null;

export interface FuzzRequest {
  kind: string;
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** A payload to seal (encrypted body) before sending. */
  sealed?: string;
  taint: Taint;
}

/** Text no field takes: lone surrogates, NUL, and control characters other than tab and line breaks. */
const BAD_TEXT = [
  '\ud800',
  '\udfff',
  'a\udc00b',
  '\udbff\u0041',
  '\u0000',
  'x\u0000y',
  '\u0001',
  '\u0008',
  '\u001b[2J',
  '\u007f',
  '\u0085',
  '\u009b',
];
/** Legitimate text of every kind the site sees: Burmese, Chinese, emoji (surrogate pairs), marks. */
const GOOD_TEXT = ['မင်္ဂလာပါ', '你好，世界', '😀👍🏽', 'naïve café', 'a\u200db', '\u202eabc', 'x'];

/** Fields of the site's payloads with a plausible value each, so one broken field gets past the others. */
const BASE_FIELDS: Record<string, unknown> = {
  username: 'fuzzer01',
  password: 'Fuzz-pass-01',
  text: 'hello',
  content: 'a message long enough for feedback',
  category: 'suggestion',
  amount: '10.00',
  bet: '1.00',
  requestId: 'fuzz-request-0001',
  nodeId: 'BGS_HILO',
  vendor: 'BGS',
  roundId: 'round-1',
  guess: 'higher',
  id: 'fuzz-id',
  promotionId: 'promo-1',
  iconId: 3,
  code: 'NOPE',
  mobileNum: '0912345678',
  countryDialingCode: '+95',
  captcha: '1234',
  captchaId: 'captcha-1',
  email: 'fuzz@example.com',
  verificationCode: '123456',
  action: 'reject',
  contractId: '00000000-0000-4000-8000-000000000000',
  downline: 'nobody',
  language: 'CN',
  title: 'Fuzz',
  decision: 'rejected',
  note: 'why',
  accountType: 'member',
  nickname: 'fuzz',
  remark: 'remark',
  type: 'username',
};
const FIELD_NAMES = Object.keys(BASE_FIELDS);

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const deepMixed = (depth: number) => '{"a":['.repeat(depth) + ']}'.repeat(depth);

/** A value no field should take as it is: a wrong type, bad text, a huge or numeric string (or good text, for contrast). */
function badValue(r: Prng): unknown {
  switch (r.int(9)) {
    case 0:
      return r.pick([0, -1, 1.5, 1e308, -0, 2 ** 53 + 1, 2 ** 64]);
    case 1:
      return r.pick([true, false, null, [], {}, [1, 'a'], { nested: { deeper: [null] } }]);
    case 2:
      return r.pick(['1', '1e3', '0x10', ' 7 ', 'Infinity', 'NaN', '-0', '١٢٣']);
    case 3:
      return 'x'.repeat(r.pick([300, 5_000, 70_000, 300_000]));
    case 4:
      return r.pick(['', ' ', '\t', '\n\n', '   \r\n  ']);
    case 5:
      return r.pick(['<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '%00', '${7*7}', '{{7*7}}']);
    case 6:
      return r.pick(GOOD_TEXT).repeat(r.int(3) + 1);
    default:
      return `${r.pick(GOOD_TEXT)}${r.pick(BAD_TEXT)}${r.pick(GOOD_TEXT)}`;
  }
}

/** A JSON object of the site's fields with one to three of them broken (or a broken key). */
function brokenFields(r: Prng): { text: string; taint: Taint } {
  const body: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) if (r.chance(0.5)) body[name] = BASE_FIELDS[name];
  for (let i = r.int(3); i >= 0; i--) body[r.pick(FIELD_NAMES)] = badValue(r);
  if (r.chance(0.1)) body[r.pick(BAD_TEXT)] = 'value';
  const text = JSON.stringify(body);
  // A later broken field may have overwritten an earlier one: what counts is the text sent.
  const taint = hasBadText(body) ? 'badText' : null;
  return { text: r.chance(0.05) ? text.replace(/^\{/, '{"__proto__":{"polluted":true},') : text, taint };
}

const BAD_CHARACTER = /(?![\t\n\r])[\p{Cs}\p{Cc}]/u;
const hasBadText = (body: Record<string, unknown>) =>
  Object.entries(body).some(
    ([key, value]) => BAD_CHARACTER.test(key) || (typeof value === 'string' && BAD_CHARACTER.test(value)),
  );

/** A JSON text (or not quite): deep, broken, of the wrong shape. */
function jsonText(r: Prng): { text: string; taint: Taint } {
  switch (r.int(8)) {
    case 0:
      return {
        text: r.pick([deepArray, deepObject, deepMixed])(r.pick([33, 100, 1_000, 5_000, 20_000, 100_000])),
        taint: null,
      };
    case 1:
      // Brackets inside strings are text, not nesting.
      return { text: JSON.stringify({ text: '[[[[{{{{'.repeat(50), content: '"\\]]]}}}' }), taint: null };
    case 2:
      return {
        text: r.pick([
          '{',
          '{"a":',
          '{"a":1,}',
          '[1,]',
          '{a:1}',
          "{'a':1}",
          'nul',
          '{"a":1}}',
          '{"a":1} x',
          '\ufeff{}',
          '{"a":"\\x41"}',
          '{"a":"\\ud800"}',
          '{"a":01}',
          '',
        ]),
        taint: null,
      };
    case 3:
      return { text: r.pick(['1', '"text"', 'null', 'true', '[]', '[{}]', '1e400', '-', '"\\u0000"']), taint: null };
    case 4:
      return { text: `{"text":"${'x'.repeat(r.pick([10_000, 600_000, 1_100_000]))}"}`, taint: null };
    case 5:
      return {
        text: `{${Array.from({ length: r.pick([1_000, 20_000]) }, (_, i) => `"k${i}":${i}`).join(',')}}`,
        taint: null,
      };
    default:
      return brokenFields(r);
  }
}

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json;;;',
  'application/jsonx',
  'application/vnd.api+json',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=xyz',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  '*/*',
  ';',
  'application/json; boundary=' + 'x'.repeat(2_000),
];

/** Form-encoded junk: bad escapes, NUL, repeated and prototype keys, huge. */
function formText(r: Prng): { text: string; taint: Taint } {
  const items: [string, Taint][] = [
    ['username=%zz&email=%', null],
    ['username=a%00b&email=x', 'badText'],
    ['username=%ED%A0%80&email=a@b.c', null],
    ['username=a&username=b&username[]=c', null],
    ['__proto__=x&constructor=y', null],
    ['iconId=1e1', null],
    ['iconId=%01', 'badText'],
    ['=&&==&', null],
    [`username=${'a'.repeat(20_000)}`, null],
  ];
  const [text, taint] = r.pick(items);
  return { text, taint };
}

/** Multipart junk for the promotion application and everything else. */
function multipartBody(r: Prng): { type: string; body: string } {
  const b = 'fuzzboundary';
  const bodies = [
    `--${b}\r\nContent-Disposition: form-data; name="promotionId"\r\n\r\npromo-1\r\n--${b}`,
    `--${b}\r\nContent-Disposition: form-data; name="remark"\r\n\r\nbad\u0000\r\n--${b}--\r\n`,
    `--${b}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnotapng\r\n--${b}--\r\n`,
    `--${b}\r\nContent-Disposition: form-data\r\n\r\n--${b}--`,
    'no boundary here',
    `--${b}\r\n${'X-Junk: y\r\n'.repeat(2_000)}\r\n--${b}--`,
  ];
  return {
    type: r.pick([`multipart/form-data; boundary=${b}`, 'multipart/form-data', `multipart/form-data; boundary=other`]),
    body: r.pick(bodies),
  };
}

const QUERY_KEYS = [
  'pageNo',
  'pageSize',
  'page',
  'gameType',
  'vassalage',
  'vendor',
  'language',
  'lang',
  'merchantCode',
  'merchant',
  'merchant_code',
  'typeId',
  'gameName',
  'nodeId',
  'size',
  'orderId',
  'startTime',
  'endTime',
  'username',
  'code',
  'domain',
  'period',
  'productType',
  'types',
  'groupName',
  'b2c',
  'backUrl',
  'headerColor',
  'title',
  'refresh',
  'isNew',
  'isHot',
  'gameClassify',
  'minBet',
  'gameId',
  'device',
];

/** A query string: bad escapes, repeated and bracketed keys, bad text, huge values. */
function queryString(r: Prng): { query: string; taint: Taint } {
  const key = r.pick(QUERY_KEYS);
  const items: [string, Taint][] = [
    ['%', null],
    [`${key}=%`, null],
    [`${key}=%zz`, null],
    [`${key}=%E0%A4%A`, null],
    [`${key}=%ED%A0%80`, null],
    [`${key}=%C0%80`, null],
    [`${key}=%F4%90%80%80`, null],
    [`${key}=%uD800`, null],
    [`${key}=a%00b`, 'badText'],
    [`${key}=%01`, 'badText'],
    [`${key}=%7F`, 'badText'],
    [`${key}=%C2%85`, 'badText'],
    [`${key}=1&${key}=2`, null],
    [`${key}[]=1&${key}[]=2`, null],
    [`${key}[a][b]=1`, null],
    [`${key}=${'9'.repeat(400)}`, null],
    [`${key}=${'x'.repeat(r.pick([1_000, 20_000]))}`, null],
    [`__proto__=1&constructor[prototype][x]=1`, null],
    [`${key}=-1`, null],
    [`${key}=1e3`, null],
    [`${key}=0x10`, null],
    [`${key}=${encodeURIComponent(r.pick(GOOD_TEXT))}`, null],
    ['&&&==&=', null],
    [`${key}`, null],
    [Array.from({ length: 2_000 }, (_, i) => `k${i}=${i}`).join('&'), null],
  ];
  const [query, taint] = r.pick(items);
  return { query, taint };
}

const HEADER_JUNK: Record<string, string[]> = {
  Merchant: ['', ' ', 'NOPE', 'demo', 'DEMO ', 'x'.repeat(5_000), '../DEMO', 'DEMO,DEMO', 'DE\tMO', 'ÿþ', 'DEMOTRIAL'],
  Language: ['', 'xx', 'EN', 'en-US', 'en,my', 'x'.repeat(1_000), 'ÿ'],
  Device: ['', 'PHONE', 'mobile', 'x'.repeat(1_000)],
  Authorization: [
    '',
    'Bearer',
    'Bearer ',
    'Bearer  x',
    'Basic Zm9vOmJhcg==',
    'x'.repeat(10_000),
    'Bearer ÿÿÿ',
    'null',
    'undefined',
    '\t',
  ],
  Encryption: ['', 'RSA', 'RSA-OAEP-256+A256GCM ', 'x'.repeat(1_000)],
  'X-Forwarded-For': [
    'junk',
    '1.2.3.4, junk',
    '::ffff:zz',
    ', , ,',
    Array.from({ length: 300 }, (_, i) => `10.0.${i % 256}.1`).join(', '),
  ],
  'X-Forwarded-Host': ['evil.example', '', 'a b', 'x'.repeat(2_000), 'h:99999'],
  'X-Forwarded-Proto': ['gopher', '', 'https, http'],
  'Accept-Encoding': [
    'identity;q=0',
    'br;q=abc',
    '*;q=0',
    'gzip;q=0, br;q=0, identity;q=0',
    'x'.repeat(2_000),
    'deflate',
  ],
  Accept: ['text/html', '*/*;q=abc', 'application/json;q=0'],
  'Content-Encoding': ['gzip', 'br', 'junk'],
  Expect: ['100-continue', 'junk'],
  Range: ['bytes=0-0', 'bytes=junk'],
  'If-None-Match': ['*', '"x"'],
  'X-Big': ['x'.repeat(50_000)],
};

/** URLs the router itself must refuse: bad escapes, over-long parameters, odd forms. */
function badUrl(r: Prng): string {
  const path = r.pick(FUZZ_PATHS);
  return r.pick([
    '/%',
    '/%zz',
    `${path}%`,
    `${path}/%zz`,
    `${path}%00`,
    `${path}/`,
    `${path}//`,
    `/${path}`,
    `${path};x=1`,
    `${PATHS.gameIcon}/%zz.png`,
    `${PATHS.gameIcon}/%.png`,
    `${PATHS.gameIcon}/${'a'.repeat(r.pick([199, 201, 300, 5_000]))}.png`,
    `${PATHS.vendorIcon}/${'%41'.repeat(300)}-WHITE.png`,
    `${PATHS.vendorIcon}/%zz-WHITE.png`,
    `${PATHS.bannerImage}/${'b'.repeat(300)}.svg`,
    `${PICTURE_PATHS.promotionImage}/${'p'.repeat(300)}.svg`,
    `${PICTURE_PATHS.promotionImage}/DEMO-promo-welcome.svg?language=xx`,
    `${PROFILE_PATHS.avatarImage}/%00.svg`,
    `${PROFILE_PATHS.avatarImage}/99.svg`,
    '/wps/%2e%2e/%2e%2e/etc/passwd',
    `/wps/${'x/'.repeat(2_000)}`,
    '/wps/relay/%E0%A4%A',
    '/__dev/%',
    '/__ops/%',
    '/healthz/%zz',
  ]);
}

/** Content types that take a body of that kind. */
const BODY_METHODS: Method[] = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * One malformed request for `path` and `method`. `auth` is the Authorization to send (a live
 * token, junk or nothing).
 */
export function fuzzRequest(r: Prng, path: string, method: Method, auth: string | undefined): FuzzRequest {
  const headers: Record<string, string> = {
    Merchant: 'DEMO',
    Language: 'en',
    Device: 'MOBILE',
    ...(auth ? { Authorization: auth } : {}),
  };
  const withBody = BODY_METHODS.includes(method);
  const kind = r.pick(
    withBody
      ? ['json', 'json', 'json', 'sealed', 'contentType', 'form', 'multipart', 'query', 'headers', 'url']
      : ['query', 'query', 'headers', 'url'],
  );
  switch (kind) {
    case 'json': {
      const { text, taint } = jsonText(r);
      return {
        kind,
        method,
        url: path,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: text,
        taint,
      };
    }
    case 'sealed': {
      const { text, taint } = jsonText(r);
      const raw = r.chance(0.1) ? r.pick(['not json', '\ud800', '{"a":"\\u0000"}', '\u00ff\u00fe']) : text;
      const opened = SEALED_ROUTES.has(`${method} ${path}`) && raw === text;
      return {
        kind,
        method,
        url: path,
        headers: { ...headers, 'content-type': 'application/json', Encryption: 'RSA-OAEP-256+A256GCM' },
        sealed: raw,
        taint: opened ? taint : null,
      };
    }
    case 'contentType': {
      const { text } = jsonText(r);
      return {
        kind,
        method,
        url: path,
        headers: { ...headers, 'content-type': r.pick(CONTENT_TYPES) },
        payload: r.chance(0.2) ? Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28]) : text,
        taint: null,
      };
    }
    case 'form': {
      const { text, taint } = formText(r);
      return {
        kind,
        method,
        url: path,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: text,
        taint,
      };
    }
    case 'multipart': {
      const { type, body } = multipartBody(r);
      return { kind, method, url: path, headers: { ...headers, 'content-type': type }, payload: body, taint: null };
    }
    case 'query': {
      const { query, taint } = queryString(r);
      return { kind, method, url: `${path}?${query}`, headers, taint };
    }
    case 'headers': {
      const junk: Record<string, string> = {};
      for (let i = r.int(3); i >= 0; i--) {
        const name = r.pick(Object.keys(HEADER_JUNK));
        junk[name] = r.pick(HEADER_JUNK[name]!);
      }
      return {
        kind,
        method,
        url: path,
        headers: { ...headers, ...junk },
        ...(withBody ? { payload: '{}' } : {}),
        taint: null,
      };
    }
    default:
      return { kind: 'url', method, url: badUrl(r), headers, taint: null };
  }
}
