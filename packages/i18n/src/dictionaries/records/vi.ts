// One language's dictionary of the KYC and records screens, key for key with English.
import type { RecordsDictionary } from '../../dictionary';

const vi: RecordsDictionary = {
  recordLinks: {
    kyc: 'Xác minh danh tính (KYC)',
    account: 'Lịch sử tài khoản',
    profit: 'Lịch sử lãi lỗ',
  },
  kyc: {
    intro:
      'Vui lòng tải lên mặt trước, mặt sau giấy tờ tùy thân và ảnh selfie cầm giấy tờ. Chúng tôi kiểm tra trước khi rút tiền.',
    rules: 'Ảnh JPG, PNG hoặc WebP, tối đa 5 MB mỗi ảnh.',
    statusLabel: 'Trạng thái',
    status: {
      none: 'Chưa xác minh',
      pending: 'Đang xét duyệt',
      approved: 'Đã xác minh',
      rejected: 'Bị từ chối',
    },
    reason: 'Lý do: {{reason}}',
    required: 'Trang này yêu cầu xác minh danh tính trước khi rút tiền.',
    side: {
      front: 'Mặt trước giấy tờ',
      back: 'Mặt sau giấy tờ',
      selfie: 'Selfie cầm giấy tờ',
    },
    missing: 'Chưa tải lên',
    uploadedAt: 'Đã tải lên {{time}}',
    choose: 'Tải lên',
    replace: 'Thay ảnh',
    uploading: 'Đang tải lên…',
    uploaded: 'Đã tải ảnh lên',
    locked: 'Danh tính đã được xác minh: không thể thay đổi ảnh nữa.',
  },
  accountRecords: {
    type: 'Loại',
    kind: {
      all: 'Tất cả',
      deposit: 'Nạp tiền',
      withdraw: 'Rút tiền',
      fee: 'Phí',
      bet: 'Cược',
      payout: 'Thắng',
      bonus: 'Thưởng',
      commission: 'Hoa hồng',
    },
    balance: 'Số dư {{amount}}',
    moneyIn: 'Tiền vào',
    moneyOut: 'Tiền ra',
    count: 'Giao dịch',
    empty: 'Chưa có giao dịch',
    emptyFilter: 'Không có giao dịch cho tìm kiếm này',
    more: 'Xem thêm',
  },
  profitRecords: {
    gameType: 'Loại trò chơi',
    allGames: 'Tất cả trò chơi',
    rounds: 'Số cược',
    bet: 'Tiền cược',
    payout: 'Tiền trả thưởng',
    profit: 'Lãi / lỗ',
    total: 'Tổng',
    empty: 'Chưa có cược đã kết toán',
    emptyFilter: 'Không có cược đã kết toán cho tìm kiếm này',
    more: 'Xem thêm',
  },
  errors: {
    'kyc.imageType': 'Vui lòng chọn ảnh JPG, PNG hoặc WebP.',
    'kyc.imageSize': 'Ảnh quá lớn: tối đa 5 MB.',
    'kyc.state': 'Không thể thay đổi xác minh ở bước này.',
  },
};
export default vi;
