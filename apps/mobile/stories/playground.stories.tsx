import { brandSchema } from '@lobby/contract';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { BrandPlayground } from './brand-playground';
import type { ScreenLook } from './screen-look';
import { quietScreen, type ScreenStoryObj } from './screen-stories';
import { GAME_SCREENS } from './screens';

/** A brand made live over the home screen, exported as a brand file. */
export default {
  title: 'Screens/Brand playground',
  beforeEach: quietScreen,
  render: (_args: unknown, { loaded }: { loaded: { look?: ScreenLook } }) =>
    loaded.look ? <BrandPlayground look={loaded.look} /> : <p>No look</p>,
};

/** A token's value as the page resolves it now. */
const tokenOf = (canvas: HTMLElement, token: string) =>
  getComputedStyle(canvas.ownerDocument.documentElement).getPropertyValue(token).trim();

/** A new primary colour and corners show on the screen at once; the brand file it exports is valid. */
export const Playground: ScreenStoryObj = {
  parameters: { screen: GAME_SCREENS.Home, dataState: 'recorded', layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const form = await page.findByTestId('brand-playground', {}, { timeout: 10_000 });
    const primary = form.querySelector<HTMLInputElement>('input[data-token="color-primary"]');
    const radius = form.querySelector<HTMLInputElement>('input[data-token="radius-m"]');
    if (!primary || !radius) throw new Error('The playground has no primary colour or radius');
    await fireEvent.input(primary, { target: { value: '#4fc3f7' } });
    await fireEvent.change(radius, { target: { value: '20' } });
    // The home screen beside it takes the new tokens at once.
    await expect((await page.findAllByTestId('game-tile', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    await waitFor(() => expect(tokenOf(canvasElement, '--color-primary')).toBe('#4fc3f7'));
    await expect(tokenOf(canvasElement, '--radius-m')).toBe('20px');
    const file = JSON.parse(page.getByTestId('brand-file').textContent || '{}') as unknown;
    const parsed = brandSchema.safeParse(file);
    await expect(parsed.success).toBe(true);
    await expect(parsed.data?.theme.dark['color-primary'] ?? parsed.data?.theme.light['color-primary']).toBe('#4fc3f7');
    await expect(parsed.data?.theme.metrics['radius-m']).toBe('20px');
  },
};
