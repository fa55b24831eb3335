// One language's dictionary of the KYC and records screens, key for key with English.
import type { RecordsDictionary } from '../../dictionary';

const ja: RecordsDictionary = {
  recordLinks: {
    kyc: '本人確認（KYC）',
    account: '口座履歴',
    profit: '損益履歴',
  },
  kyc: {
    intro: '身分証明書の表面と裏面、そして身分証明書を持ったセルフィーをアップロードしてください。出金前に確認します。',
    rules: 'JPG、PNG、WebP 画像、1枚 5 MB まで。',
    statusLabel: '状態',
    status: {
      none: '未確認',
      pending: '審査中',
      approved: '確認済み',
      rejected: '却下',
    },
    reason: '理由：{{reason}}',
    required: 'このサイトでは出金前に本人確認が必要です。',
    side: {
      front: '身分証明書（表）',
      back: '身分証明書（裏）',
      selfie: '身分証明書を持ったセルフィー',
    },
    missing: '未アップロード',
    uploadedAt: '{{time}} にアップロード',
    choose: 'アップロード',
    replace: '差し替え',
    uploading: 'アップロード中…',
    uploaded: '画像をアップロードしました',
    locked: '本人確認済みのため、画像は変更できません。',
  },
  accountRecords: {
    type: '種類',
    kind: {
      all: 'すべて',
      deposit: '入金',
      withdraw: '出金',
      fee: '手数料',
      bet: 'ベット',
      payout: '配当',
      bonus: 'ボーナス',
      commission: 'コミッション',
    },
    balance: '残高 {{amount}}',
    moneyIn: '入金額',
    moneyOut: '出金額',
    count: '件数',
    empty: '履歴はまだありません',
    emptyFilter: 'この条件の履歴はありません',
    more: 'さらに表示',
  },
  profitRecords: {
    gameType: 'ゲームの種類',
    allGames: 'すべてのゲーム',
    rounds: 'ベット数',
    bet: 'ベット額',
    payout: '配当',
    profit: '損益',
    total: '合計',
    empty: '確定したベットはまだありません',
    emptyFilter: 'この条件の確定したベットはありません',
    more: 'さらに表示',
  },
  errors: {
    'kyc.imageType': 'JPG、PNG、WebP の画像を選んでください。',
    'kyc.imageSize': '画像が大きすぎます：5 MB までです。',
    'kyc.state': 'この段階では本人確認を変更できません。',
  },
};
export default ja;
