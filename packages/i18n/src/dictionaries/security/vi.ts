// One language's dictionary of the security centre, key for key with English.
import type { SecurityDictionary } from '../../dictionary';

const vi: SecurityDictionary = {
  security: {
    centre: {
      intro: 'Bảo vệ tài khoản bằng bước đăng nhập thứ hai và xem tài khoản đang được dùng ở đâu.',
      passwordTitle: 'Mật khẩu đăng nhập',
      changePassword: 'Đổi mật khẩu',
    },
    twoFactor: {
      title: 'Xác minh hai bước',
      on: 'Bật',
      off: 'Tắt',
      explain:
        'Sau mật khẩu hoặc mã SMS, bạn cần nhập thêm mã 6 chữ số từ ứng dụng xác thực (như Google Authenticator).',
      turnOn: 'Bật',
      turnOff: 'Tắt',
      cancel: 'Hủy',
      scan: 'Quét mã QR này bằng ứng dụng xác thực, hoặc nhập khóa thiết lập vào ứng dụng.',
      qrAlt: 'Mã QR cho ứng dụng xác thực',
      key: 'Khóa thiết lập',
      code: 'Mã từ ứng dụng',
      confirm: 'Xác nhận và bật',
      recoveryTitle: 'Mã khôi phục của bạn',
      recoveryExplain:
        'Mỗi mã giúp bạn đăng nhập một lần nếu mất điện thoại. Hãy lưu chúng ở nơi an toàn ngay bây giờ: chúng sẽ không hiện lại.',
      recoverySaved: 'Tôi đã lưu',
      recoveryLeft: 'Mã khôi phục còn lại: {{left}}',
      password: 'Mật khẩu đăng nhập',
      codeOrRecovery: 'Mã xác thực hoặc mã khôi phục',
      turnedOn: 'Đã bật xác minh hai bước.',
      turnedOff: 'Đã tắt xác minh hai bước.',
      codeFormat: 'Nhập 6 chữ số, hoặc mã khôi phục gồm 10 chữ và số',
    },
    sessions: {
      title: 'Phiên đang hoạt động',
      current: 'Thiết bị này',
      lastUsed: 'Hoạt động lần cuối {{time}}',
      started: 'Đăng nhập lúc {{time}}',
      logOut: 'Đăng xuất',
      logOutLabel: 'Đăng xuất {{device}}',
      logOutOthers: 'Đăng xuất mọi thiết bị khác',
      loggedOutOthers: 'Số thiết bị khác đã đăng xuất: {{n}}',
      none: 'Không có thiết bị nào khác đang đăng nhập.',
      unknownDevice: 'Thiết bị không xác định',
      placeNote: 'Vị trí được hiển thị bằng địa chỉ mạng đã ẩn phần cuối, vì không có cơ sở dữ liệu vị trí.',
      twoFactor: 'Hai bước',
      types: {
        mobile: 'Điện thoại',
        tablet: 'Máy tính bảng',
        desktop: 'Máy tính',
        unknown: 'Thiết bị',
      },
    },
    history: {
      title: 'Lịch sử đăng nhập',
      success: 'Đã đăng nhập',
      failure: 'Thất bại',
      failures: {
        password: 'Sai mật khẩu hoặc mã SMS',
        code: 'Sai mã xác minh hai bước',
      },
      withTwoFactor: 'có xác minh hai bước',
      methods: {
        password: 'Mật khẩu',
        sms: 'Mã SMS',
        google: 'Google',
        firebaseSms: 'Mã SMS',
      },
      none: 'Chưa có lần đăng nhập nào.',
    },
    login: {
      title: 'Xác minh hai bước',
      explain: 'Nhập mã 6 chữ số từ ứng dụng xác thực, hoặc một mã khôi phục.',
      code: 'Mã',
      submit: 'Đăng nhập',
      back: 'Quay lại',
    },
  },
};
export default vi;
