// One language's dictionary of the KYC and records screens, key for key with English.
import type { RecordsDictionary } from '../../dictionary';

const ko: RecordsDictionary = {
  recordLinks: {
    kyc: '본인 인증 (KYC)',
    account: '계정 내역',
    profit: '손익 내역',
  },
  kyc: {
    intro: '신분증 앞면과 뒷면, 신분증을 들고 찍은 셀카를 업로드해 주세요. 출금 전에 확인합니다.',
    rules: 'JPG, PNG 또는 WebP 사진, 장당 최대 5 MB.',
    statusLabel: '상태',
    status: {
      none: '미인증',
      pending: '검토 중',
      approved: '인증 완료',
      rejected: '거절됨',
    },
    reason: '사유: {{reason}}',
    required: '이 사이트는 출금 전에 본인 인증이 필요합니다.',
    side: {
      front: '신분증 앞면',
      back: '신분증 뒷면',
      selfie: '신분증과 함께 찍은 셀카',
    },
    missing: '업로드 안 됨',
    uploadedAt: '{{time}} 업로드',
    choose: '업로드',
    replace: '교체',
    uploading: '업로드 중…',
    uploaded: '사진을 업로드했습니다',
    locked: '본인 인증이 완료되어 사진을 더 이상 변경할 수 없습니다.',
  },
  accountRecords: {
    type: '유형',
    kind: {
      all: '전체',
      deposit: '입금',
      withdraw: '출금',
      fee: '수수료',
      bet: '베팅',
      payout: '당첨',
      bonus: '보너스',
      commission: '커미션',
    },
    balance: '잔액 {{amount}}',
    moneyIn: '들어온 금액',
    moneyOut: '나간 금액',
    count: '건수',
    empty: '아직 내역이 없습니다',
    emptyFilter: '이 검색에 해당하는 내역이 없습니다',
    more: '더 보기',
  },
  profitRecords: {
    gameType: '게임 유형',
    allGames: '모든 게임',
    rounds: '베팅 수',
    bet: '베팅 금액',
    payout: '지급액',
    profit: '손익',
    total: '합계',
    empty: '정산된 베팅이 아직 없습니다',
    emptyFilter: '이 검색에 해당하는 정산된 베팅이 없습니다',
    more: '더 보기',
  },
  errors: {
    'kyc.imageType': 'JPG, PNG 또는 WebP 사진을 선택해 주세요.',
    'kyc.imageSize': '사진이 너무 큽니다: 최대 5 MB.',
    'kyc.state': '이 단계에서는 인증을 변경할 수 없습니다.',
  },
};
export default ko;
