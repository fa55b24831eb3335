import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SCREEN_META, screenStory, type ScreenStoryObj } from './screen-stories';
import { ACCOUNT_SCREENS as S } from './screens';

export default { title: 'Screens/Flows', ...SCREEN_META };

/** The login dialog's form, in whatever language the toolbar picked. */
async function loginForm(canvasElement: HTMLElement) {
  const form = await within(canvasElement.ownerDocument.body).findByTestId('login-form', {}, { timeout: 10_000 });
  const field = (autocomplete: string) => {
    const input = form.querySelector<HTMLInputElement>(`input[autocomplete="${autocomplete}"]`);
    if (!input) throw new Error(`The login form has no ${autocomplete} field`);
    return input;
  };
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!submit) throw new Error('The login form has no submit button');
  return { username: field('username'), password: field('current-password'), submit };
}

/** Sent empty, the login says what is missing beside each field, and nothing is sent. */
export const LoginMissingFields: ScreenStoryObj = {
  ...screenStory(S.Login),
  play: async ({ canvasElement }) => {
    const { username, password, submit } = await loginForm(canvasElement);
    await userEvent.click(submit);
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    const error = canvasElement.ownerDocument.getElementById(username.getAttribute('aria-describedby') ?? '');
    await expect(error?.textContent ?? '').not.toBe('');
  },
};

/** A member's name and password: the dialog closes and the header names them, with their balance. */
export const LoginSucceeds: ScreenStoryObj = {
  ...screenStory(S.Login, 'recorded', 'member'),
  play: async ({ canvasElement }) => {
    const { username, password, submit } = await loginForm(canvasElement);
    await userEvent.type(username, 'demo01');
    await userEvent.type(password, 'Demo-pass-01');
    await expect(username).not.toHaveAttribute('aria-invalid');
    await userEvent.click(submit);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByTestId('member-name', {}, { timeout: 10_000 })).not.toBeEmptyDOMElement();
    await waitFor(() => expect(page.queryByTestId('login-form')).toBeNull());
  },
};
