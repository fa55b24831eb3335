import { SCREEN_META, screenStory } from './screen-stories';
import { ACCOUNT_SCREENS as S } from './screens';

export default { title: 'Screens/Account', ...SCREEN_META };

export const Login = screenStory(S.Login);
export const Register = screenStory(S.Register);
export const RegisterPage = screenStory(S.RegisterPage);
export const ForgotPassword = screenStory(S.ForgotPassword);
export const ChangePassword = screenStory(S.ChangePassword);
export const Settings = screenStory(S.Settings);
export const Download = screenStory(S.Download);
