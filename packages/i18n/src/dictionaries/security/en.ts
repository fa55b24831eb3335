// One language's dictionary of the security centre, key for key with English.
/**
 * The `security` namespace: words of the security centre (two-factor sign-in, active sessions,
 * login history) and of the login's second step, loaded with those screens.
 */
const en = {
  security: {
    centre: {
      intro: 'Protect your account with a second sign-in step, and see where it is used.',
      passwordTitle: 'Login password',
      changePassword: 'Change password',
    },
    twoFactor: {
      title: 'Two-factor sign-in',
      on: 'On',
      off: 'Off',
      explain:
        'After your password or SMS code, a 6-digit code from an authenticator app (such as Google Authenticator) is asked too.',
      turnOn: 'Turn on',
      turnOff: 'Turn off',
      cancel: 'Cancel',
      scan: 'Scan this QR code with your authenticator app, or type the setup key into it.',
      qrAlt: 'QR code for your authenticator app',
      key: 'Setup key',
      code: 'Code from the app',
      confirm: 'Confirm and turn on',
      recoveryTitle: 'Your recovery codes',
      recoveryExplain:
        'Each code logs you in once if you lose your phone. Save them somewhere safe now: they are not shown again.',
      recoverySaved: 'I have saved them',
      recoveryLeft: 'Recovery codes left: {{left}}',
      password: 'Login password',
      codeOrRecovery: 'Authenticator code or recovery code',
      turnedOn: 'Two-factor sign-in is on.',
      turnedOff: 'Two-factor sign-in is off.',
      codeFormat: 'Enter 6 digits, or a recovery code of 10 letters and digits',
    },
    sessions: {
      title: 'Active sessions',
      current: 'This device',
      lastUsed: 'Last active {{time}}',
      started: 'Signed in {{time}}',
      logOut: 'Log out',
      logOutLabel: 'Log out {{device}}',
      logOutOthers: 'Log out all other devices',
      loggedOutOthers: 'Other devices logged out: {{n}}',
      none: 'No other device is signed in.',
      unknownDevice: 'Unknown device',
      placeNote:
        'Places are shown as the network address with its last part hidden: no location database is available.',
      twoFactor: 'Two-factor',
      types: {
        mobile: 'Phone',
        tablet: 'Tablet',
        desktop: 'Computer',
        unknown: 'Device',
      },
    },
    history: {
      title: 'Login history',
      success: 'Signed in',
      failure: 'Failed',
      failures: {
        password: 'Wrong password or SMS code',
        code: 'Wrong two-factor code',
      },
      withTwoFactor: 'with two-factor',
      methods: {
        password: 'Password',
        sms: 'SMS code',
        google: 'Google',
        firebaseSms: 'SMS code',
      },
      none: 'No logins yet.',
    },
    login: {
      title: 'Two-factor sign-in',
      explain: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
      code: 'Code',
      submit: 'Log in',
      back: 'Back',
    },
  },
};
export default en;
