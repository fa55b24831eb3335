/**
 * A number in E.164, as phone-auth providers write it: the dialing code, then the national
 * number without its trunk prefix 0 (+95 and 0912345678 make +95912345678).
 */
export function e164Number(phone: { countryDialingCode: string; mobileNum: string }): string {
  return `${phone.countryDialingCode.trim()}${phone.mobileNum.trim().replace(/^0+/, '')}`;
}
