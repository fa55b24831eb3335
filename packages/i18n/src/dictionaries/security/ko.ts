// One language's dictionary of the security centre, key for key with English.
import type { SecurityDictionary } from '../../dictionary';

const ko: SecurityDictionary = {
  security: {
    centre: {
      intro: '두 번째 로그인 단계로 계정을 보호하고, 계정이 어디에서 사용되는지 확인하세요.',
      passwordTitle: '로그인 비밀번호',
      changePassword: '비밀번호 변경',
    },
    twoFactor: {
      title: '2단계 인증',
      on: '켜짐',
      off: '꺼짐',
      explain: '비밀번호나 SMS 코드 다음에 인증 앱(예: Google Authenticator)의 6자리 코드도 입력해야 합니다.',
      turnOn: '켜기',
      turnOff: '끄기',
      cancel: '취소',
      scan: '인증 앱으로 이 QR 코드를 스캔하거나 설정 키를 앱에 입력하세요.',
      qrAlt: '인증 앱용 QR 코드',
      key: '설정 키',
      code: '앱의 코드',
      confirm: '확인하고 켜기',
      recoveryTitle: '복구 코드',
      recoveryExplain:
        '휴대폰을 잃어버렸을 때 각 코드로 한 번 로그인할 수 있습니다. 지금 안전한 곳에 저장하세요. 다시 표시되지 않습니다.',
      recoverySaved: '저장했습니다',
      recoveryLeft: '남은 복구 코드: {{left}}',
      password: '로그인 비밀번호',
      codeOrRecovery: '인증 코드 또는 복구 코드',
      turnedOn: '2단계 인증이 켜졌습니다.',
      turnedOff: '2단계 인증이 꺼졌습니다.',
      codeFormat: '숫자 6자리 또는 영문·숫자 10자리 복구 코드를 입력하세요',
    },
    sessions: {
      title: '로그인된 기기',
      current: '이 기기',
      lastUsed: '마지막 사용 {{time}}',
      started: '로그인 {{time}}',
      logOut: '로그아웃',
      logOutLabel: '{{device}} 로그아웃',
      logOutOthers: '다른 모든 기기에서 로그아웃',
      loggedOutOthers: '로그아웃된 다른 기기: {{n}}',
      none: '로그인된 다른 기기가 없습니다.',
      unknownDevice: '알 수 없는 기기',
      placeNote: '위치 데이터베이스가 없어 위치는 끝부분을 가린 네트워크 주소로 표시됩니다.',
      twoFactor: '2단계',
      types: {
        mobile: '휴대폰',
        tablet: '태블릿',
        desktop: '컴퓨터',
        unknown: '기기',
      },
    },
    history: {
      title: '로그인 기록',
      success: '로그인 성공',
      failure: '실패',
      failures: {
        password: '비밀번호 또는 SMS 코드 오류',
        code: '2단계 인증 코드 오류',
      },
      withTwoFactor: '2단계 인증 사용',
      methods: {
        password: '비밀번호',
        sms: 'SMS 코드',
        google: 'Google',
        firebaseSms: 'SMS 코드',
      },
      none: '로그인 기록이 없습니다.',
    },
    login: {
      title: '2단계 인증',
      explain: '인증 앱의 6자리 코드 또는 복구 코드 하나를 입력하세요.',
      code: '코드',
      submit: '로그인',
      back: '뒤로',
    },
  },
};
export default ko;
