/**
 * Profile details a brand may ask for at registration (spec section 3 and the form's UI text),
 * each shown when the brand's rules enable it, and kept on the member.
 */
export const PROFILE_FIELDS = [
  'payeeName',
  'nickname',
  'idNumber',
  'address',
  'nationality',
  'occupation',
  'incomeSource',
  'qqNum',
  'wechat',
  'facebook',
  'line',
  'whatsapp',
  'zalo',
  'telegram',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Feedback topics a member picks from. */
export const FEEDBACK_CATEGORIES = ['suggestion', 'problem', 'payment', 'other'] as const;
/** Feedback length (spec section 4: bounds not shown): enough to describe a problem, short enough to read. */
export const FEEDBACK_LENGTH = { min: 10, max: 500 } as const;
/** A feedback topic. */
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
