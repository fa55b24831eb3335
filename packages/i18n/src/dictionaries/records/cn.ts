// One language's dictionary of the KYC and records screens, key for key with English.
import type { RecordsDictionary } from '../../dictionary';

const cn: RecordsDictionary = {
  recordLinks: {
    kyc: '身份认证（KYC）',
    account: '账户记录',
    profit: '盈亏记录',
  },
  kyc: {
    intro: '请上传身份证正面、反面以及手持身份证的自拍照。提款前我们会进行审核。',
    rules: 'JPG、PNG 或 WebP 图片，每张不超过 5 MB。',
    statusLabel: '状态',
    status: {
      none: '尚未认证',
      pending: '审核中',
      approved: '已认证',
      rejected: '已拒绝',
    },
    reason: '原因：{{reason}}',
    required: '本站提款前需要完成身份认证。',
    side: {
      front: '身份证正面',
      back: '身份证反面',
      selfie: '手持身份证自拍',
    },
    missing: '未上传',
    uploadedAt: '上传于 {{time}}',
    choose: '上传',
    replace: '重新上传',
    uploading: '上传中…',
    uploaded: '图片已上传',
    locked: '您的身份已认证，图片不能再更改。',
  },
  accountRecords: {
    type: '类型',
    kind: {
      all: '全部',
      deposit: '存款',
      withdraw: '提款',
      fee: '手续费',
      bet: '投注',
      payout: '派彩',
      bonus: '红利',
      commission: '佣金',
    },
    balance: '余额 {{amount}}',
    moneyIn: '收入',
    moneyOut: '支出',
    count: '记录数',
    empty: '暂无记录',
    emptyFilter: '该条件下暂无记录',
    more: '显示更多',
  },
  profitRecords: {
    gameType: '游戏类型',
    allGames: '全部游戏',
    rounds: '注单数',
    bet: '投注金额',
    payout: '派彩',
    profit: '盈亏',
    total: '合计',
    empty: '暂无已结算注单',
    emptyFilter: '该条件下暂无已结算注单',
    more: '显示更多',
  },
  errors: {
    'kyc.imageType': '请选择 JPG、PNG 或 WebP 图片。',
    'kyc.imageSize': '图片过大：不能超过 5 MB。',
    'kyc.state': '当前阶段无法更改您的认证。',
  },
};
export default cn;
