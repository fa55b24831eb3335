import { brandThemeSchema, DEMO_BRAND, SECOND_BRAND } from '@lobby/contract';
import { brandStyleSheet } from '@lobby/domain';
import type { InterfaceLanguage } from '@lobby/i18n';
import type { i18n } from 'i18next';
import { startI18n } from '../src/lib/i18n';
import { applyTheme } from '../src/lib/theme';
import type { SessionInfo } from '../src/stores/session';
import { answerWith, type DataState } from './fixture-handlers';
import type { FixtureSet } from './fixture-key';
import { STORY_LANGUAGES, type Role, type Screen, type StoryBrand } from './screens';
import { loadStoryFonts } from './story-fonts';

export const STORY_THEMES = ['dark', 'light'] as const;
export type StoryTheme = (typeof STORY_THEMES)[number];

/** What of a brand's file dresses its page. */
interface BrandLook {
  theme: unknown;
  template: { home: string };
}
const BRANDS: Record<StoryBrand, BrandLook> = { DEMO: DEMO_BRAND, LOTUS: SECOND_BRAND };
const SETS = import.meta.glob<FixtureSet>('./fixtures/*.json', { import: 'default' });

/** What a screen story renders with, once loaded. */
export interface ScreenLook {
  brand: StoryBrand;
  language: InterfaceLanguage;
  theme: StoryTheme;
  i18n: i18n;
  session: SessionInfo | null;
}

let started: Promise<i18n> | undefined;
/** The app's own i18n, started once in the first story's language and switched after. */
async function storyI18n(language: InterfaceLanguage): Promise<i18n> {
  started ??= startI18n(language);
  const instance = await started;
  if (instance.language !== language) await instance.changeLanguage(language);
  return instance;
}

/** The brand's page as the server writes it: its tokens over ui's, its template, its theme. */
function dressPage(code: StoryBrand, brand: BrandLook, theme: StoryTheme) {
  const root = document.documentElement;
  root.dataset.merchant = code;
  root.dataset.template = brand.template.home;
  let sheet = document.getElementById('brand-tokens');
  if (!sheet) {
    sheet = document.createElement('style');
    sheet.id = 'brand-tokens';
    document.head.append(sheet);
  }
  sheet.textContent = brandStyleSheet(brandThemeSchema.parse(brand.theme));
  applyTheme(theme);
}

/** A brand's fixtures for a language and role (a role it has no account for: the demo brand's). */
async function fixturesOf(brand: StoryBrand, language: string, role: Role): Promise<FixtureSet> {
  const load = SETS[`./fixtures/${brand}.${language}.${role}.json`] ?? SETS[`./fixtures/DEMO.${language}.${role}.json`];
  if (!load) throw new Error(`No fixtures for ${brand} ${language} ${role}: run stories:record`);
  const set = await load();
  return { ...set, api: { ...set.api } };
}

interface LoaderContext {
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
}

/**
 * The loader of every screen story: the fixtures of its brand, language and role (a language
 * recorded in none of them answers with English content, as the platform does; a role a brand has
 * no account for borrows the demo brand's), the dictionaries, and the brand's page.
 */
export async function loadScreenLook({ globals, parameters }: LoaderContext): Promise<{ look?: ScreenLook }> {
  const screen = parameters.screen as Screen | undefined;
  if (!screen) return {};
  const brand = (globals.brand === 'LOTUS' ? 'LOTUS' : 'DEMO') satisfies StoryBrand;
  const language = String(globals.locale ?? 'my') as InterfaceLanguage;
  const theme: StoryTheme = globals.theme === 'light' ? 'light' : 'dark';
  const recorded = (STORY_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
  const set = await fixturesOf(brand, recorded, screen.role);
  // A flow that signs in: what it asks afterwards is answered as the member's fixtures say.
  const after = parameters.answersAs as Role | undefined;
  if (after) set.api = { ...(await fixturesOf(brand, recorded, after)).api, ...set.api };
  answerWith(set, (parameters.dataState as DataState | undefined) ?? 'recorded');
  dressPage(brand, BRANDS[brand], theme);
  const session = screen.role === 'visitor' ? null : ((set.session as SessionInfo | undefined) ?? null);
  const i18n = await storyI18n(language);
  await loadStoryFonts(JSON.stringify([i18n.getDataByLanguage(language), set.api]));
  return { look: { brand, language, theme, i18n, session } };
}
