import { contentLanguageOf, type InterfaceLanguage } from '@lobby/contract/constants';
import type { UnknownAction } from '@reduxjs/toolkit';
import { lobbyApi } from './api';

/** The brand's content: answered in the language read where the brand has it in it (Accept-Language). */
const CONTENT_TAGS = ['Announcements', 'Promotions', 'Help'] as const;

/**
 * What the cache must do when the reader switches language: content calls are keyed by their
 * platform language (en for Thai too), so between two languages read with the same one (English
 * and Thai) the brand's content is asked again, now in the new language where the brand has it.
 * Other switches change the calls' keys, and ask again by themselves.
 */
export function readingLanguageChange(before: InterfaceLanguage, after: InterfaceLanguage): UnknownAction | null {
  if (before === after || contentLanguageOf(before) !== contentLanguageOf(after)) return null;
  return lobbyApi.util.invalidateTags([...CONTENT_TAGS]);
}
