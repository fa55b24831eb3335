import { z } from 'zod';
import { interfaceLanguageSchema, languageSchema } from './common';

const helpTopicSchema = z.object({
  title: z.string(),
  /** The operator's HTML, sanitized by the client. */
  content: z.string(),
  /** Selects the topic: `/m/help?tag=` and `/m/helpDetail?tag=` (spec section 2). */
  tag: z.string(),
});

/** A help-centre entry (spec section 3) with its sub-topics. */
export const helpEntrySchema = helpTopicSchema.extend({
  children: z.array(helpTopicSchema),
  /** The language its words are in: the reader's, or the brand's content fallback where it has none in theirs. */
  language: interfaceLanguageSchema.optional(),
});
export type HelpEntry = z.infer<typeof helpEntrySchema>;
export const helpEntriesSchema = z.array(helpEntrySchema);

/** Query of the help centre (spec section 7): `lang` picks the language, device MOBILE. */
export const helpCenterQuerySchema = z.object({
  lang: languageSchema.optional(),
  device: z.literal('MOBILE').optional(),
});
