import type { ContractKind } from '@lobby/contract/constants';
import { Navigate, useParams } from 'react-router-dom';
import { ContractPage } from '../features/agent/contract-page';

/** The contract pages of spec section 2 and the kinds each shows (the real-time salary with the daily). */
const PAGES: Record<string, ContractKind[]> = {
  getSalaryContract: ['dailySalary', 'realTimeSalary'],
  getDevidendContract: ['dividend'],
  getHourContract: ['hourSalary'],
};

/** /m/member/agent/getSalaryContract, getDevidendContract, getHourContract; another name goes home. */
export function ContractRoute() {
  const { page = '' } = useParams();
  const kinds = Object.hasOwn(PAGES, page) ? PAGES[page] : undefined;
  return kinds ? <ContractPage key={page} kinds={kinds} /> : <Navigate to="/home" replace />;
}
