// One language's dictionary of the security centre, key for key with English.
import type { SecurityDictionary } from '../../dictionary';

const ja: SecurityDictionary = {
  security: {
    centre: {
      intro: '2段階目のログインでアカウントを守り、どこで使われているかを確認できます。',
      passwordTitle: 'ログインパスワード',
      changePassword: 'パスワードを変更',
    },
    twoFactor: {
      title: '2段階認証',
      on: 'オン',
      off: 'オフ',
      explain: 'パスワードまたはSMSコードの後に、認証アプリ（Google Authenticator など）の6桁のコードも求められます。',
      turnOn: 'オンにする',
      turnOff: 'オフにする',
      cancel: 'キャンセル',
      scan: 'このQRコードを認証アプリでスキャンするか、セットアップキーをアプリに入力してください。',
      qrAlt: '認証アプリ用のQRコード',
      key: 'セットアップキー',
      code: 'アプリのコード',
      confirm: '確認してオンにする',
      recoveryTitle: 'リカバリーコード',
      recoveryExplain:
        'スマートフォンを紛失したとき、各コードで1回ログインできます。今すぐ安全な場所に保存してください。再表示はされません。',
      recoverySaved: '保存しました',
      recoveryLeft: '残りのリカバリーコード：{{left}}',
      password: 'ログインパスワード',
      codeOrRecovery: '認証コードまたはリカバリーコード',
      turnedOn: '2段階認証をオンにしました。',
      turnedOff: '2段階認証をオフにしました。',
      codeFormat: '6桁の数字、または10文字の英数字のリカバリーコードを入力してください',
    },
    sessions: {
      title: 'ログイン中のデバイス',
      current: 'このデバイス',
      lastUsed: '最終利用 {{time}}',
      started: 'ログイン {{time}}',
      logOut: 'ログアウト',
      logOutLabel: '{{device}} をログアウト',
      logOutOthers: '他のすべてのデバイスからログアウト',
      loggedOutOthers: 'ログアウトした他のデバイス：{{n}}',
      none: '他にログイン中のデバイスはありません。',
      unknownDevice: '不明なデバイス',
      placeNote: '位置情報データベースがないため、場所は末尾を隠したネットワークアドレスで表示されます。',
      twoFactor: '2段階',
      types: {
        mobile: 'スマートフォン',
        tablet: 'タブレット',
        desktop: 'パソコン',
        unknown: 'デバイス',
      },
    },
    history: {
      title: 'ログイン履歴',
      success: 'ログイン成功',
      failure: '失敗',
      failures: {
        password: 'パスワードまたはSMSコードの誤り',
        code: '2段階認証コードの誤り',
      },
      withTwoFactor: '2段階認証あり',
      methods: {
        password: 'パスワード',
        sms: 'SMSコード',
        google: 'Google',
        firebaseSms: 'SMSコード',
      },
      none: 'ログイン履歴はまだありません。',
    },
    login: {
      title: '2段階認証',
      explain: '認証アプリの6桁のコード、またはリカバリーコードを1つ入力してください。',
      code: 'コード',
      submit: 'ログイン',
      back: '戻る',
    },
  },
};
export default ja;
