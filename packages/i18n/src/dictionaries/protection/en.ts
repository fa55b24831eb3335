/**
 * The `protection` namespace: words of the responsible-gaming page, the reality check and the
 * limit offers at registration and first deposit, loaded with those screens.
 */
const en = {
  title: 'Responsible gaming',
  intro:
    'Set limits on your play. A lower limit applies at once; raising or removing one waits 24 hours, then asks you to confirm.',
  limits: {
    title: 'Your limits',
    depositDaily: 'Daily deposit limit',
    depositWeekly: 'Weekly deposit limit',
    depositMonthly: 'Monthly deposit limit',
    lossDaily: 'Daily loss limit',
    lossWeekly: 'Weekly loss limit',
    lossMonthly: 'Monthly loss limit',
    stakePerBet: 'Limit per bet',
    stakeDaily: 'Daily stake limit',
    sessionMinutes: 'Session time limit (minutes)',
    hint: 'Leave a field empty for no limit. Daily means any 24 hours, weekly any 7 days, monthly any 30 days.',
    save: 'Save limits',
    saved: 'Your limits are saved.',
    invalid: 'Enter an amount above zero with at most two decimals, or leave it empty.',
  },
  pending: {
    title: 'Changes waiting',
    waits: '{{limit}} becomes {{value}}: you can confirm from {{from}}.',
    ready: '{{limit}} can become {{value}} now.',
    noLimit: 'no limit',
    confirm: 'Confirm',
    cancel: 'Keep current limit',
  },
  reality: {
    title: 'Reality check',
    body: 'While you play, a reminder shows your time played, amount staked and net result.',
    interval: 'Remind me every',
    minutes: '{{count}} min',
    saved: 'Reminder interval saved.',
  },
  exclusion: {
    title: 'Take a break or self-exclude',
    body: 'During it you cannot log in, play or deposit, and no offers reach you. You can still withdraw your balance. It cannot be ended early.',
    breakTitle: 'Take a break',
    excludeTitle: 'Self-exclude',
    break24h: '24 hours',
    break7d: '7 days',
    break30d: '30 days',
    exclude6m: '6 months',
    exclude1y: '1 year',
    exclude5y: '5 years',
    confirmTitle: 'Lock your account for {{period}}?',
    confirmBody:
      'You will not be able to log in, play or deposit until {{until}}. This cannot be undone or ended early.',
    confirm: 'Lock my account',
    cancel: 'Cancel',
    active: 'Your account is locked until {{until}}. You can still withdraw your balance.',
    withdraw: 'Withdraw my balance',
    logout: 'Log out',
  },
  check: {
    title: 'Reality check',
    body: 'You have been playing for a while. Here is this session so far.',
    played: 'Time played',
    staked: 'Amount staked',
    net: 'Net result',
    minutes: '{{count}} min',
    continue: 'Continue playing',
    history: 'View history',
    logout: 'Log out',
  },
  offer: {
    registerTitle: 'Daily deposit limit',
    registerSet: 'Set a limit',
    registerAmount: 'Most I deposit in a day',
    registerNone: 'No limit for now',
    registerHint: 'You can change it later under Responsible gaming.',
    registerMissing: 'Enter your daily limit, or choose No limit for now.',
    depositTitle: 'Play within your means',
    depositBody: 'Before your first deposit, set the most you can deposit in a day. You can change it later.',
    depositAmount: 'Daily deposit limit',
    depositSet: 'Set limit',
    depositNone: 'No limit for now',
    depositLink: 'More limits: losses and play time',
  },
  /** The six-monthly reminder to look at one's limits again. */
  review: {
    title: 'Time to review your limits',
    body: 'It has been six months since you last set or checked your limits. Are they still right for you?',
    open: 'Review my limits',
    keep: 'Keep them',
  },
  /** The withdrawal screen of a withdraw-only session (a login refused for an exclusion). */
  withdrawOnly: {
    break: 'Signed in to withdraw only. Your break ends on {{until}}.',
    exclusion: 'Signed in to withdraw only. Your self-exclusion ends on {{until}}.',
    plain: 'Signed in to withdraw only. Log out and log in again to play or deposit.',
  },
  team: { excluded: 'On a break or self-excluded until {{until}}: play not counted' },
  /** Errors of limits, breaks and KYC: loaded with those screens, or when one is first met. */
  errors: {
    'limit.depositDaily': 'This deposit would go over your daily deposit limit of {{amount}}.',
    'limit.depositWeekly': 'This deposit would go over your weekly deposit limit of {{amount}}.',
    'limit.depositMonthly': 'This deposit would go over your monthly deposit limit of {{amount}}.',
    'limit.lossDaily': 'This bet would go over your daily loss limit of {{amount}}.',
    'limit.lossWeekly': 'This bet would go over your weekly loss limit of {{amount}}.',
    'limit.lossMonthly': 'This bet would go over your monthly loss limit of {{amount}}.',
    'limit.stakePerBet': 'This bet is over your limit per bet of {{amount}}.',
    'limit.stakeDaily': 'This bet would go over your daily stake limit of {{amount}}.',
    'limit.sessionMinutes': 'You have reached your session time limit of {{minutes}} minutes. Please take a break.',
    'protection.excluded':
      'Your account is on a break or self-excluded until {{until}}. You can still withdraw your balance.',
    'protection.notYet': 'You can confirm this change only after the 24-hour waiting time.',
    'protection.withdrawOnly':
      'This session is for withdrawing only. Log out and log in again to use the rest of the site.',
    'kyc.required': 'Please upload front/back of your ID',
  },
};
export default en;
