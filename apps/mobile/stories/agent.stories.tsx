import { SCREEN_META, screenStory } from './screen-stories';
import { AGENT_SCREENS as S } from './screens';

export default { title: 'Screens/Agent', ...SCREEN_META };

export const Agent = screenStory(S.Agent);
export const AgentHome = screenStory(S.AgentHome);
export const SalaryContract = screenStory(S.SalaryContract);
export const DividendContract = screenStory(S.DividendContract);
