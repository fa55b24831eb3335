import { SCREEN_META, screenStory } from './screen-stories';
import { MEMBER_SCREENS as S } from './screens';

export default { title: 'Screens/Member', ...SCREEN_META };

export const MemberHome = screenStory(S.MemberHome);
export const MemberHomeOffline = screenStory(S.MemberHome, 'error');
export const Deposit = screenStory(S.Deposit);
export const VipBenefits = screenStory(S.VipBenefits);
export const RewardCenter = screenStory(S.RewardCenter);
export const PromoCode = screenStory(S.PromoCode);
export const Feedback = screenStory(S.Feedback);
export const BettingRecords = screenStory(S.BettingRecords);
export const BettingRecordsEmpty = screenStory(S.BettingRecords, 'empty');
export const AccountRecords = screenStory(S.AccountRecords);
export const ProfitRecords = screenStory(S.ProfitRecords);
export const Kyc = screenStory(S.Kyc);
export const Security = screenStory(S.Security);
export const Protection = screenStory(S.Protection);
