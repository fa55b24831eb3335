import type { ProtectionStatus } from '@lobby/contract';
import { errorMessageKey } from '@lobby/i18n';
import { install, type Clock } from '@sinonjs/fake-timers';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { INVITE_SHOWN_KEY } from '../src/features/promo/invite-popup';
import {
  announcementsHiddenToday,
  openDialog,
  pageOf,
  remembering,
  settled,
  userOf,
  wordsOf,
  type StepContext,
} from './dialog-steps';
import { hasAnswered, recordedValue } from './fixture-handlers';
import { SCREEN_META, screenStory, type ScreenStoryObj } from './screen-stories';
import { DIALOG_SCREENS as D, type DialogScreen, type Role } from './screens';
import { answering, STORY_ANSWERS as A, STORY_REFUSALS as R, TRIAL_USER } from './story-answers';

/**
 * Every dialog, sheet and popup of the site over the screen a user meets it on, opened the way they
 * open it (a tap, a menu, a form's link), or the way it opens by itself (a first visit, a refused
 * token, an hour of play), each play function ending on the open dialog.
 */
export default { title: 'Screens/Dialogs', ...SCREEN_META };

/** A dialog's story: its screen as recorded, with the story's own answers before the recorded ones. */
function dialogStory(
  screen: DialogScreen,
  { answers = [], answersAs }: { answers?: Parameters<typeof answering>; answersAs?: Role } = {},
): ScreenStoryObj {
  const { parameters } = screenStory(screen, 'recorded', answersAs);
  return { parameters: { ...parameters, ...(answers.length ? { msw: answering(...answers) } : {}) } };
}

/** Only the demo brand has it (the second takes no registrations, offers no free play, app or referral). */
const DEMO_ONLY = { globals: { brand: 'DEMO' } };

const tap = async (element: Promise<HTMLElement> | HTMLElement) => userEvent.click(await element);
const found = { timeout: 10_000 };

/** The header's menu button; the menu once its lists (promotions, extras) are in. */
async function openSideMenu(context: StepContext) {
  const t = await wordsOf(context);
  await tap(pageOf(context).findByRole('button', { name: t('shell.openMenu') }, found));
  const menu = await openDialog(context, t('header.menu'));
  await settled();
  return menu;
}

/**
 * Home's foot loads as it nears the viewport: the user scrolls down to it, then to what they tap
 * (in the middle of the screen, wherever the foot's late parts end up).
 */
async function scrollDownTo(context: StepContext, target: () => Promise<HTMLElement>) {
  const spot = await waitFor(() => {
    const element = context.canvasElement.querySelector('.home-footer-spot');
    if (!element) throw new Error('Home has no foot yet');
    return element;
  }, found);
  spot.scrollIntoView();
  const element = await target();
  element.scrollIntoView({ block: 'center' });
  return element;
}

export const SideMenu: ScreenStoryObj = {
  ...dialogStory(D.SideMenu),
  play: async (context) => {
    const t = await wordsOf(context);
    const menu = await openSideMenu(context);
    await expect(await menu.findByRole('link', { name: t('titles.activity') }, found)).toBeVisible();
  },
};

/** From the side menu's language button: a sheet over the menu. */
export const LanguagePopup: ScreenStoryObj = {
  ...dialogStory(D.LanguagePopup),
  play: async (context) => {
    const t = await wordsOf(context);
    const menu = await openSideMenu(context);
    await tap(menu.findByRole('button', { name: (name) => name.startsWith(`${t('header.language')}: `) }, found));
    const sheet = await openDialog(context, t('header.language'));
    // The brand's languages; the one shown is marked when the brand offers it.
    const languages = within(sheet.getByTestId('language-list')).getAllByRole('button');
    await expect(languages.length).toBeGreaterThan(1);
    const current = languages.filter((button) => button.getAttribute('aria-current') === 'true');
    await expect(current.length).toBeLessThanOrEqual(1);
  },
};

/** The footer's service tab. */
export const ServicePopup: ScreenStoryObj = {
  ...dialogStory(D.ServicePopup),
  play: async (context) => {
    const t = await wordsOf(context, 'content');
    await tap(pageOf(context).findByRole('button', { name: t('nav.service') }, found));
    const sheet = await openDialog(context, t('shell.service'));
    await expect(await sheet.findByTestId('service-entries', {}, found)).toBeVisible();
  },
};

/** The search button of home's category bar. */
export const SearchPopup: ScreenStoryObj = {
  ...dialogStory(D.SearchPopup),
  play: async (context) => {
    const t = await wordsOf(context);
    await tap(pageOf(context).findByRole('button', { name: t('search.label') }, found));
    const sheet = await openDialog(context, t('titles.searchGames'));
    const search = await sheet.findByRole('search', {}, found);
    await expect(within(search).getByRole('searchbox', { name: t('search.label') })).toBeVisible();
  },
};

/** The help heading at the foot of home. */
export const HelpPopup: ScreenStoryObj = {
  ...dialogStory(D.HelpPopup),
  play: async (context) => {
    const t = await wordsOf(context, 'content');
    await tap(scrollDownTo(context, () => pageOf(context).findByRole('button', { name: t('titles.help') }, found)));
    const sheet = await openDialog(context, t('titles.help'));
    await expect(await sheet.findByTestId('help-content', {}, found)).not.toBeEmptyDOMElement();
  },
};

/** The download bar's button, low on home. */
export const DownloadPopup: ScreenStoryObj = {
  ...dialogStory(D.DownloadPopup),
  ...DEMO_ONLY,
  play: async (context) => {
    const t = await wordsOf(context, 'play');
    await tap(scrollDownTo(context, () => pageOf(context).findByRole('button', { name: t('download.open') }, found)));
    const dialog = await openDialog(context, t('download.title'));
    await expect(dialog.getByText(t('download.body'))).toBeVisible();
  },
};

/** A first visit of home: the brand's popup announcements open by themselves. */
export const AnnouncementPopup: ScreenStoryObj = {
  ...dialogStory(D.AnnouncementPopup),
  ...DEMO_ONLY,
  beforeEach: remembering((context) => ({
    localStorage: Object.fromEntries(Object.keys(announcementsHiddenToday(context, [null])).map((key) => [key, null])),
  })),
  play: async (context) => {
    const t = await wordsOf(context, 'content');
    const popup = await openDialog(context, t('notices.popupTitle'));
    await expect(popup.getByTestId('announcement-popup')).toBeVisible();
    await expect(popup.getByRole('button', { name: t('notices.hideToday') })).toBeVisible();
  },
};

/** A game list's vendor dropdown: a list box that filters as the user types. */
export const VendorFilter: ScreenStoryObj = {
  ...dialogStory(D.VendorFilter),
  play: async (context) => {
    const t = await wordsOf(context);
    const vendors = t('games.vendors');
    await tap(pageOf(context).findByRole('button', { name: (name) => name.startsWith(vendors) }, found));
    const list = await pageOf(context).findByRole('listbox', { name: vendors }, found);
    await expect(within(list).getAllByRole('option').length).toBeGreaterThan(2);
  },
};

/** The header's login link, over the page the visitor was reading. */
export const LoginPopup: ScreenStoryObj = {
  ...dialogStory(D.LoginPopup),
  play: async (context) => {
    const t = await wordsOf(context, 'account');
    await tap(pageOf(context).findByRole('link', { name: t('header.login') }, found));
    const dialog = await openDialog(context, t('titles.login'));
    await expect(await dialog.findByTestId('login-form', {}, found)).toBeVisible();
  },
};

/** The terms link beside the register form's disclaimer box. */
export const TermsPopup: ScreenStoryObj = {
  ...dialogStory(D.TermsPopup),
  ...DEMO_ONLY,
  play: async (context) => {
    const t = await wordsOf(context, 'account');
    const form = within(await pageOf(context).findByTestId('register-dialog', {}, found));
    const disclaimer = (await form.findByRole('checkbox', {}, found)) as HTMLInputElement;
    const terms = disclaimer.labels?.[0]?.querySelector('button');
    if (!terms) throw new Error('The disclaimer has no terms link');
    await tap(terms);
    const dialog = await openDialog(context, t('account.termsTitle'));
    await expect(dialog.getByText(t('account.termsText'))).toBeVisible();
  },
};

/** A brand that asks for a captcha before it sends an SMS code: login by mobile, Send code. */
export const HumanCheck: ScreenStoryObj = {
  ...dialogStory(D.HumanCheck, { answers: [A.humanCheckBrand, A.countries] }),
  ...DEMO_ONLY,
  play: async (context) => {
    const t = await wordsOf(context, 'account');
    const form = within(await pageOf(context).findByTestId('login-form', {}, found));
    await tap(form.getByRole('tab', { name: t('account.byMobile') }));
    await userEvent.type(await form.findByRole('textbox', { name: t('account.mobile') }, found), '9123456789');
    const send = form.getByRole('button', { name: t('account.sendCode') });
    await waitFor(() => expect(send).toBeEnabled());
    await tap(send);
    const dialog = await openDialog(context, t('account.humanCheck'));
    await expect(await dialog.findByRole('img', { name: t('account.captchaImage') }, found)).toBeVisible();
  },
};

/** A free-play guest taps the profile tab: register first? */
export const RegisterPrompt: ScreenStoryObj = {
  ...dialogStory(D.RegisterPrompt, { answers: [A.trialLogin, A.trialRenewal, A.trialMember], answersAs: 'member' }),
  ...DEMO_ONLY,
  beforeEach: remembering((context) => ({
    localStorage: announcementsHiddenToday(context, [null, TRIAL_USER]),
  })),
  play: async (context) => {
    const t = await wordsOf(context);
    const page = pageOf(context);
    await tap(page.findByTestId('header-free-play', {}, found));
    await page.findByTestId('member-name', {}, found);
    await tap(page.findByRole('link', { name: t('nav.profile') }, found));
    const dialog = await openDialog(context, t('nav.profile'));
    await expect(dialog.getByText(t('account.registerPrompt'))).toBeVisible();
  },
};

/** The header's logout button asks first. */
export const LogoutConfirm: ScreenStoryObj = {
  ...dialogStory(D.LogoutConfirm),
  play: async (context) => {
    const t = await wordsOf(context);
    const header = within(await pageOf(context).findByRole('banner', {}, found));
    await tap(header.findByRole('button', { name: t('account.logout') }, found));
    const dialog = await openDialog(context, t('account.logout'));
    await expect(dialog.getByText(t('account.logoutPrompt'))).toBeVisible();
  },
};

/** A member back after the session ran out: home's renewal is refused and says so. */
export const ForcedLogout: ScreenStoryObj = {
  ...dialogStory(D.ForcedLogout, { answers: [R.sessionExpired] }),
  play: async (context) => {
    const t = await wordsOf(context);
    const dialog = await openDialog(context, t('account.logout'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(t(errorMessageKey('session.expired')));
  },
};

/** Settings' change-password button, over the settings. */
export const ChangePasswordPopup: ScreenStoryObj = {
  ...dialogStory(D.ChangePasswordPopup),
  play: async (context) => {
    const t = await wordsOf(context, 'account');
    await tap(pageOf(context).findByRole('button', { name: t('account.change') }, found));
    const dialog = await openDialog(context, t('titles.changePassword'));
    await expect(dialog.getByTestId('change-password-dialog')).toBeVisible();
  },
};

/** The side menu's invite entry: the member's own register link. */
export const InvitePopup: ScreenStoryObj = {
  ...dialogStory(D.InvitePopup),
  ...DEMO_ONLY,
  play: async (context) => {
    const t = await wordsOf(context, 'play');
    const menu = await openSideMenu(context);
    await tap(menu.findByRole('button', { name: t('shell.invite') }, found));
    const dialog = await openDialog(context, t('invite.title'));
    const link = dialog.getByTestId('invite-link') as HTMLInputElement;
    await waitFor(() => expect(link.value).toContain('recommenderId='));
    // The menu behind at its top: where the tap left it scrolled varied from run to run.
    for (const element of context.canvasElement.ownerDocument.querySelectorAll('dialog, dialog *, [role="dialog"] *'))
      if (element.scrollTop > 0) element.scrollTop = 0;
  },
};

/** The invite offer opens by itself once a browser session, on home, for a brand with referral on. */
export const InviteOnArrival: ScreenStoryObj = {
  ...dialogStory(D.InviteOnArrival),
  ...DEMO_ONLY,
  beforeEach: remembering((context) => ({
    localStorage: announcementsHiddenToday(context, [userOf(context)]),
    sessionStorage: { [INVITE_SHOWN_KEY]: null },
  })),
  play: async (context) => {
    const t = await wordsOf(context, 'play');
    const dialog = await openDialog(context, t('invite.title'));
    await expect(dialog.getByTestId('invite-link')).toBeVisible();
  },
};

/** The member centre's head icon: the pictures to choose from. */
export const HeadIconPicker: ScreenStoryObj = {
  ...dialogStory(D.HeadIconPicker),
  play: async (context) => {
    const t = await wordsOf(context, 'play');
    const icon = await pageOf(context).findByTestId('head-icon', {}, found);
    await waitFor(() => expect(icon).toBeEnabled(), found);
    await tap(icon);
    const sheet = await openDialog(context, t('profile.chooseIcon'));
    const choices = within(sheet.getByRole('group', { name: t('profile.chooseIcon') })).getAllByRole('button');
    await expect(choices.filter((choice) => choice.getAttribute('aria-pressed') === 'true')).toHaveLength(1);
  },
};

/** A record screen's date field: the calendar sheet. */
export const RecordDates: ScreenStoryObj = {
  ...dialogStory(D.RecordDates),
  play: async (context) => {
    const t = await wordsOf(context, 'play');
    const dates = within(await pageOf(context).findByTestId('record-dates', {}, found));
    await tap(dates.getByRole('button', { name: (name) => name.startsWith(t('orders.filter')) }));
    const sheet = await openDialog(context, t('orders.filter'));
    await expect(sheet.getByRole('group', { name: t('orders.picker.presets') })).toBeVisible();
  },
};

/** Responsible gaming's 24-hour break: asked once more, with the date it ends. */
export const ExclusionConfirm: ScreenStoryObj = {
  ...dialogStory(D.ExclusionConfirm),
  play: async (context) => {
    const t = await wordsOf(context, 'protection');
    const breaks = within(await pageOf(context).findByRole('group', { name: t('exclusion.breakTitle') }, found));
    const period = t('exclusion.break24h');
    await tap(breaks.getByRole('button', { name: period }));
    const dialog = await openDialog(context, t('exclusion.confirmTitle', { period }));
    await expect(dialog.getByRole('button', { name: t('exclusion.confirm') })).toBeVisible();
  },
};

let clock: Clock | undefined;
const STATUS = '/wps/protection/status';

/** An hour at the in-house table: once the member's interval has arrived, the clock moves on by it. */
export const RealityCheck: ScreenStoryObj = {
  ...dialogStory(D.RealityCheck, { answers: [A.hourOfPlay] }),
  beforeEach: () => {
    // Timers only: the page's dates stay the moment it opened at; waits still run in real time.
    // The smoke test's browser fixes that moment with Playwright's clock, a faked Date that
    // fake-timers takes for its own (it refuses to install twice), though it leaves Date alone here.
    const date = Date as DateConstructor & { isFake?: boolean };
    const fixed = date.isFake === true;
    if (fixed) date.isFake = false;
    try {
      clock = install({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    } finally {
      if (fixed) date.isFake = true;
    }
    return () => {
      clock?.uninstall();
      clock = undefined;
    };
  },
  play: async (context) => {
    const t = await wordsOf(context, 'protection');
    await pageOf(context).findByTestId('hi-lo', {}, found);
    // The interval has arrived (its timer starts on the render after): one tick past it, with no
    // request left in flight whose time-out it would also run out.
    await waitFor(() => expect(hasAnswered(STATUS)).toBe(true), found);
    await settled();
    const { realityCheckMinutes } = recordedValue('GET', STATUS) as ProtectionStatus;
    clock?.tick(realityCheckMinutes * 60_000);
    const dialog = await openDialog(context, t('check.title'));
    await expect(dialog.getByTestId('reality-check')).toHaveTextContent(t('check.minutes', { count: 60 }));
  },
};

/** An agent whose upline offered a salary: after home's renewal, the prompt to answer it. */
export const ContractPrompt: ScreenStoryObj = {
  ...dialogStory(D.ContractPrompt, { answers: [A.salaryAwaiting] }),
  play: async (context) => {
    const t = await wordsOf(context, 'play');
    const dialog = await openDialog(context, t('contracts.prompt.title'));
    await expect(dialog.getByTestId('contract-prompt')).toHaveAttribute('data-kind', 'dailySalary');
  },
};

/** The offer on the salary contract page: Accept asks once more. */
export const ContractAnswer: ScreenStoryObj = {
  ...dialogStory(D.ContractAnswer, { answers: [A.salaryOffer] }),
  play: async (context) => {
    const t = await wordsOf(context, 'play');
    const offer = within(await pageOf(context).findByTestId('contract-offer', {}, found));
    await tap(offer.getByRole('button', { name: t('contracts.accept') }));
    const dialog = await openDialog(context, t('contracts.accept'));
    await expect(dialog.getByText(t('contracts.confirmAccept'))).toBeVisible();
  },
};

/** The team list's button: a new account in the agent's team. */
export const OpenAccount: ScreenStoryObj = {
  ...dialogStory(D.OpenAccount),
  play: async (context) => {
    const t = await wordsOf(context, 'play', 'account');
    await tap(pageOf(context).findByRole('button', { name: t('agentTeam.openAccount') }, found));
    const sheet = await openDialog(context, t('agentTeam.openAccount'));
    await expect(sheet.getByRole('textbox', { name: t('account.username') })).toBeVisible();
  },
};

/** An agent of the team: the offer of a contract. */
export const OfferContract: ScreenStoryObj = {
  ...dialogStory(D.OfferContract, { answers: [A.teamWithAgent] }),
  play: async (context) => {
    const t = await wordsOf(context, 'play');
    const name = t('agentTeam.offerTo', { name: 'agent02' });
    await tap(pageOf(context).findByRole('button', { name }, found));
    const sheet = await openDialog(context, name);
    await expect(sheet.getByTestId('offer-kind')).toBeVisible();
  },
};
