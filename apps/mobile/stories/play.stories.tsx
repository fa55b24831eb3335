import { SCREEN_META, screenStory } from './screen-stories';
import { PLAY_SCREENS as S } from './screens';

export default { title: 'Screens/Play', ...SCREEN_META };

export const HiLo = screenStory(S.HiLo);
export const VendorDemo = screenStory(S.VendorDemo);
export const LotteryLaunch = screenStory(S.LotteryLaunch);
export const GameFrame = screenStory(S.GameFrame);
