// Zod-free: the chat page may use these without zod.

/** Chat languages of the launch (spec section 7): CN, MY or EN, CN when absent. */
export const CHAT_LANGUAGES = ['CN', 'MY', 'EN'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

/** The longest live-chat message, in characters. */
export const CHAT_MESSAGE_MAX = 500;
