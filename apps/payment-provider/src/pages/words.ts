import { PAYMENT_LANGUAGES, type PaymentLanguage } from '@lobby/contract/payment';

/**
 * The provider's own words for its payment pages. A separate party keeps its own dictionaries:
 * these are not the platform's. `{name}` marks a value put in.
 */
export type Language = PaymentLanguage;
export const LANGUAGES = PAYMENT_LANGUAGES;

const en = {
  languageName: 'English',
  language: 'Language',
  brand: 'LocalPay',
  payTitle: 'Payment',
  amount: 'Amount',
  reference: 'Reference',
  method: {
    ewallet: 'E-wallet',
    bank_transfer: 'Bank transfer',
    qr: 'QR payment',
  },
  expires: 'Pay before {time}',
  ewallet: {
    phoneLabel: 'Phone number',
    phoneHint: 'The number of your {wallet} account.',
    next: 'Continue',
    pinLabel: '6-digit PIN',
    pinHint: 'Enter your {wallet} PIN for {phone} to approve this payment.',
    approve: 'Approve payment',
    badPhone: 'Enter a phone number of 7 to 15 digits.',
    badPin: 'The PIN is 6 digits.',
  },
  bank: {
    intro: 'Transfer exactly this amount from your bank, quoting the reference below.',
    bank: 'Bank',
    holder: 'Account name',
    account: 'Account number',
    quote: 'Reference to quote',
    paid: 'I have paid',
  },
  qr: {
    intro: 'Scan this code with your {wallet} app and confirm the payment there.',
    alt: 'QR code of the payment',
  },
  tester: {
    title: 'Tester controls',
    hint: 'This is a test provider: decide the outcome of the payment.',
    approve: 'Approve',
    decline: 'Decline',
    timeout: 'Let it time out',
    resend: 'Send the last callback again',
    resent: 'The last callback is being sent again.',
  },
  outcome: {
    succeeded: 'Payment received',
    failed: 'Payment declined',
    expired: 'Payment timed out',
    succeededBody: 'Thank you. The site is told of your payment.',
    failedBody: 'Nothing was taken. You can go back and try again.',
    expiredBody: 'The time to pay is over. Nothing was taken.',
  },
  callback: {
    title: 'Callback to the site',
    pending: 'Sending…',
    delivered: 'Delivered',
    given_up: 'Not delivered',
    attempts: '{n} attempt(s)',
  },
  back: 'Back to the site',
  notFound: 'No such payment.',
};

export type Words = typeof en;

const cn: Words = {
  languageName: '中文',
  language: '语言',
  brand: 'LocalPay',
  payTitle: '付款',
  amount: '金额',
  reference: '参考号',
  method: {
    ewallet: '电子钱包',
    bank_transfer: '银行转账',
    qr: '扫码付款',
  },
  expires: '请在 {time} 前付款',
  ewallet: {
    phoneLabel: '手机号码',
    phoneHint: '您的 {wallet} 账户绑定的号码。',
    next: '继续',
    pinLabel: '6 位密码',
    pinHint: '输入 {phone} 的 {wallet} 密码以确认付款。',
    approve: '确认付款',
    badPhone: '请输入 7 至 15 位数字的手机号码。',
    badPin: '密码为 6 位数字。',
  },
  bank: {
    intro: '请从您的银行转账正好此金额，并注明下方参考号。',
    bank: '银行',
    holder: '户名',
    account: '账号',
    quote: '转账附言',
    paid: '我已付款',
  },
  qr: {
    intro: '请用 {wallet} 应用扫描此码，并在应用中确认付款。',
    alt: '付款二维码',
  },
  tester: {
    title: '测试控制',
    hint: '这是测试用的支付服务：请决定这笔付款的结果。',
    approve: '批准',
    decline: '拒绝',
    timeout: '让其超时',
    resend: '重新发送最后的回调',
    resent: '正在重新发送最后的回调。',
  },
  outcome: {
    succeeded: '已收到付款',
    failed: '付款被拒绝',
    expired: '付款已超时',
    succeededBody: '谢谢。网站会收到您付款的通知。',
    failedBody: '未扣任何款项。您可以返回后重试。',
    expiredBody: '付款时间已过，未扣任何款项。',
  },
  callback: {
    title: '发给网站的回调',
    pending: '发送中…',
    delivered: '已送达',
    given_up: '未送达',
    attempts: '{n} 次尝试',
  },
  back: '返回网站',
  notFound: '没有这笔付款。',
};

const my: Words = {
  languageName: 'မြန်မာ',
  language: 'ဘာသာစကား',
  brand: 'LocalPay',
  payTitle: 'ငွေပေးချေမှု',
  amount: 'ငွေပမာဏ',
  reference: 'ရည်ညွှန်းနံပါတ်',
  method: {
    ewallet: 'အီလက်ထရောနစ် ပိုက်ဆံအိတ်',
    bank_transfer: 'ဘဏ်ငွေလွှဲ',
    qr: 'QR ဖြင့် ငွေပေးချေမှု',
  },
  expires: '{time} မတိုင်မီ ပေးချေပါ',
  ewallet: {
    phoneLabel: 'ဖုန်းနံပါတ်',
    phoneHint: 'သင်၏ {wallet} အကောင့်ဖုန်းနံပါတ်။',
    next: 'ဆက်လုပ်ရန်',
    pinLabel: 'ဂဏန်း ၆ လုံး PIN',
    pinHint: 'ဤငွေပေးချေမှုကို အတည်ပြုရန် {phone} ၏ {wallet} PIN ကို ထည့်ပါ။',
    approve: 'ငွေပေးချေမှုကို အတည်ပြုရန်',
    badPhone: 'ဂဏန်း ၇ လုံးမှ ၁၅ လုံးအထိ ဖုန်းနံပါတ် ထည့်ပါ။',
    badPin: 'PIN သည် ဂဏန်း ၆ လုံး ဖြစ်ရမည်။',
  },
  bank: {
    intro: 'ဤငွေပမာဏအတိအကျကို အောက်ပါ ရည်ညွှန်းနံပါတ်ဖြင့် သင့်ဘဏ်မှ လွှဲပါ။',
    bank: 'ဘဏ်',
    holder: 'အကောင့်အမည်',
    account: 'အကောင့်နံပါတ်',
    quote: 'ဖော်ပြရမည့် ရည်ညွှန်းနံပါတ်',
    paid: 'ငွေလွှဲပြီးပါပြီ',
  },
  qr: {
    intro: 'ဤကုဒ်ကို သင်၏ {wallet} အက်ပ်ဖြင့် စကင်ဖတ်ပြီး ငွေပေးချေမှုကို အတည်ပြုပါ။',
    alt: 'ငွေပေးချေမှု QR ကုဒ်',
  },
  tester: {
    title: 'စမ်းသပ်သူ ထိန်းချုပ်မှုများ',
    hint: 'ဤသည်မှာ စမ်းသပ်ရန် ငွေပေးချေမှုဝန်ဆောင်မှု ဖြစ်သည်– ရလဒ်ကို ရွေးပါ။',
    approve: 'အတည်ပြုရန်',
    decline: 'ငြင်းပယ်ရန်',
    timeout: 'အချိန်ကုန်ပါစေ',
    resend: 'နောက်ဆုံး callback ကို ထပ်ပို့ရန်',
    resent: 'နောက်ဆုံး callback ကို ထပ်ပို့နေသည်။',
  },
  outcome: {
    succeeded: 'ငွေလက်ခံရရှိပြီး',
    failed: 'ငွေပေးချေမှု ငြင်းပယ်ခံရသည်',
    expired: 'ငွေပေးချေချိန် ကုန်သွားပြီ',
    succeededBody: 'ကျေးဇူးတင်ပါသည်။ သင်၏ငွေပေးချေမှုကို ဝက်ဘ်ဆိုက်သို့ အကြောင်းကြားပြီး ဖြစ်သည်။',
    failedBody: 'မည်သည့်ငွေမျှ မနုတ်ယူပါ။ ပြန်သွားပြီး ထပ်ကြိုးစားနိုင်သည်။',
    expiredBody: 'ငွေပေးချေရန် အချိန်ကုန်သွားပြီ။ မည်သည့်ငွေမျှ မနုတ်ယူပါ။',
  },
  callback: {
    title: 'ဝက်ဘ်ဆိုက်သို့ callback',
    pending: 'ပို့နေသည်…',
    delivered: 'ပို့ပြီး',
    given_up: 'မပို့နိုင်ပါ',
    attempts: '{n} ကြိမ် ကြိုးစားခဲ့သည်',
  },
  back: 'ဝက်ဘ်ဆိုက်သို့ ပြန်သွားရန်',
  notFound: 'ဤငွေပေးချေမှု မရှိပါ။',
};

export const WORDS: Record<Language, Words> = { en, cn, my };

export const HTML_LANG: Record<Language, string> = { en: 'en', cn: 'zh-CN', my: 'my' };

export function pickLanguage(value: unknown, fallback: Language = 'en'): Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : fallback;
}

export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
