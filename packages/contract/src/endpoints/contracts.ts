import { z } from 'zod';
import {
  answerContractPayloadSchema,
  contractRequestSchema,
  contractSchema,
  contractViewSchema,
  offerContractPayloadSchema,
  rebateQuerySchema,
  rebateSettingSchema,
  teamMemberSchema,
} from '../contracts';
import { endpoint } from '../endpoint';
import { AGENT_PATHS } from '../paths';

/** A contract kind's path (known-api.md: MCSFE_process...): GET the holder's view ... */
const contractView = <P extends string>(path: P) =>
  endpoint({ method: 'GET', path, access: 'member', response: contractViewSchema });
/** ... and POST the holder's answer to an offer, which answers the new view. */
const contractAnswer = <P extends string>(path: P) =>
  endpoint({ method: 'POST', path, access: 'member', body: answerContractPayloadSchema, response: contractViewSchema });

/**
 * Contracts (issue: agents): the request flags, the holder's view and answer per kind, an
 * upline's team list and offers, and the brand's rebate settings.
 */
export const contractEndpoints = {
  contractRequest: endpoint({
    method: 'GET',
    path: AGENT_PATHS.contractRequest,
    access: 'member',
    response: contractRequestSchema,
  }),
  dailySalaryContract: contractView(AGENT_PATHS.dailySalaryContract),
  answerDailySalaryContract: contractAnswer(AGENT_PATHS.dailySalaryContract),
  realTimeSalaryContract: contractView(AGENT_PATHS.realTimeSalaryContract),
  answerRealTimeSalaryContract: contractAnswer(AGENT_PATHS.realTimeSalaryContract),
  hourSalaryContract: contractView(AGENT_PATHS.hourSalaryContract),
  answerHourSalaryContract: contractAnswer(AGENT_PATHS.hourSalaryContract),
  dividendContract: contractView(AGENT_PATHS.dividendContract),
  answerDividendContract: contractAnswer(AGENT_PATHS.dividendContract),
  teamMembers: endpoint({
    method: 'GET',
    path: AGENT_PATHS.teamMembers,
    access: 'member',
    response: z.array(teamMemberSchema),
  }),
  offerContract: endpoint({
    method: 'POST',
    path: AGENT_PATHS.offerContract,
    access: 'member',
    body: offerContractPayloadSchema,
    response: contractSchema,
  }),
  rebateSettings: endpoint({
    method: 'GET',
    path: AGENT_PATHS.rebateSettings,
    access: 'member',
    query: rebateQuerySchema,
    response: z.array(rebateSettingSchema),
  }),
};
