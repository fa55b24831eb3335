import type { InterfaceLanguage } from '@lobby/contract/constants';

/*
 * The words the server writes to people itself: SMS codes, e-mails, the call to action on banner
 * art. They live here, not in @lobby/i18n, because the server may not import that package
 * (DESIGN.md section 1, lint's server layer): i18n is the app's i18next set-up and dictionaries.
 * Typed by the contract's INTERFACE_LANGUAGES, so a language added there fails the typecheck
 * until it is written here too. Placeholders are `{{name}}`, as in the app's dictionaries.
 */

export interface ServerTexts {
  /** SMS with a verification code: {{code}}, {{minutes}}. */
  verificationSms: string;
  temporaryPasswordSubject: string;
  /** E-mail with a temporary password: {{password}}, {{minutes}}. */
  temporaryPasswordEmail: string;
  /** The pill on banner art. */
  bannerCallToAction: string;
  /** The pill on a promotion's art. */
  promotionCallToAction: string;
}

export const SERVER_TEXTS: Record<InterfaceLanguage, ServerTexts> = {
  my: {
    verificationSms: 'သင်၏ အတည်ပြုကုဒ်မှာ {{code}} ဖြစ်ပါသည်။ ဤကုဒ်သည် {{minutes}} မိနစ်အကြာတွင် သက်တမ်းကုန်ဆုံးပါမည်။',
    temporaryPasswordSubject: 'သင်၏ ယာယီစကားဝှက်',
    temporaryPasswordEmail:
      'သင်၏ ယာယီစကားဝှက်မှာ {{password}} ဖြစ်ပါသည်။ ၎င်းကို {{minutes}} မိနစ်အတွင်း တစ်ကြိမ်သာ အသုံးပြုနိုင်ပြီး ထို့နောက် စကားဝှက်အသစ်တစ်ခု ရွေးချယ်ရပါမည်။',
    bannerCallToAction: 'ယခု ကစားမည်',
    promotionCallToAction: 'ယခု ပါဝင်မည်',
  },
  en: {
    verificationSms: 'Your verification code is {{code}}. It expires in {{minutes}} minutes.',
    temporaryPasswordSubject: 'Your temporary password',
    temporaryPasswordEmail:
      'Your temporary password is {{password}}. It works once, for {{minutes}} minutes; you will then choose a new password.',
    bannerCallToAction: 'PLAY NOW',
    promotionCallToAction: 'JOIN NOW',
  },
  cn: {
    verificationSms: '您的验证码是 {{code}}，{{minutes}} 分钟内有效。',
    temporaryPasswordSubject: '您的临时密码',
    temporaryPasswordEmail: '您的临时密码是 {{password}}，仅可使用一次，{{minutes}} 分钟内有效；登录后请设置新密码。',
    bannerCallToAction: '立即开玩',
    promotionCallToAction: '立即参与',
  },
  th: {
    verificationSms: 'รหัสยืนยันของคุณคือ {{code}} รหัสจะหมดอายุใน {{minutes}} นาที',
    temporaryPasswordSubject: 'รหัสผ่านชั่วคราวของคุณ',
    temporaryPasswordEmail: 'รหัสผ่านชั่วคราวของคุณคือ {{password}} ใช้ได้ครั้งเดียวภายใน {{minutes}} นาที จากนั้นคุณจะต้องตั้งรหัสผ่านใหม่',
    bannerCallToAction: 'เล่นเลย',
    promotionCallToAction: 'ร่วมเลย',
  },
  vi: {
    verificationSms: 'Mã xác minh của bạn là {{code}}. Mã hết hạn sau {{minutes}} phút.',
    temporaryPasswordSubject: 'Mật khẩu tạm thời của bạn',
    temporaryPasswordEmail:
      'Mật khẩu tạm thời của bạn là {{password}}. Mật khẩu chỉ dùng được một lần, trong {{minutes}} phút; sau đó bạn sẽ chọn mật khẩu mới.',
    bannerCallToAction: 'CHƠI NGAY',
    promotionCallToAction: 'THAM GIA NGAY',
  },
  id: {
    verificationSms: 'Kode verifikasi Anda adalah {{code}}. Kode ini berlaku selama {{minutes}} menit.',
    temporaryPasswordSubject: 'Kata sandi sementara Anda',
    temporaryPasswordEmail:
      'Kata sandi sementara Anda adalah {{password}}. Kata sandi ini hanya berlaku sekali, selama {{minutes}} menit; setelah itu Anda akan membuat kata sandi baru.',
    bannerCallToAction: 'MAIN SEKARANG',
    promotionCallToAction: 'IKUTI SEKARANG',
  },
  ko: {
    verificationSms: '인증 코드: {{code}} ({{minutes}}분 후 만료됩니다)',
    temporaryPasswordSubject: '임시 비밀번호 안내',
    temporaryPasswordEmail:
      '임시 비밀번호: {{password}} ({{minutes}}분 동안 한 번만 사용할 수 있으며, 로그인 후 새 비밀번호를 설정해야 합니다)',
    bannerCallToAction: '지금 플레이',
    promotionCallToAction: '지금 참여',
  },
  ja: {
    verificationSms: '認証コード: {{code}} （有効期限 {{minutes}} 分）',
    temporaryPasswordSubject: '仮パスワードのお知らせ',
    temporaryPasswordEmail:
      '仮パスワード: {{password}} （{{minutes}} 分以内に一度だけ使えます。ログイン後、新しいパスワードを設定してください）',
    bannerCallToAction: '今すぐプレイ',
    promotionCallToAction: '今すぐ参加',
  },
  hi: {
    verificationSms: 'आपका वेरिफ़िकेशन कोड {{code}} है। यह {{minutes}} मिनट में समाप्त हो जाएगा।',
    temporaryPasswordSubject: 'आपका अस्थायी पासवर्ड',
    temporaryPasswordEmail:
      'आपका अस्थायी पासवर्ड {{password}} है। यह केवल एक बार, {{minutes}} मिनट के लिए काम करेगा; इसके बाद आप नया पासवर्ड चुनेंगे।',
    bannerCallToAction: 'अभी खेलें',
    promotionCallToAction: 'अभी जुड़ें',
  },
};

/** The language to write in: the one the client named, else the brand's default, else English. */
export const writingLanguage = (
  named: InterfaceLanguage | undefined,
  brandDefault: InterfaceLanguage | undefined,
): InterfaceLanguage => named ?? brandDefault ?? 'en';

/** A text in a language with its placeholders filled; a language without the text gets English's. */
export function serverText(
  language: InterfaceLanguage,
  key: keyof ServerTexts,
  values: Record<string, string | number> = {},
): string {
  const template = (SERVER_TEXTS[language] as Partial<ServerTexts> | undefined)?.[key] ?? SERVER_TEXTS.en[key];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
