import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import utc from 'dayjs/plugin/utc.js';

// The date rules count in UTC (draw days, settlement periods, deposit weekdays) and in ISO weeks
// (Monday to Sunday).
dayjs.extend(utc);
dayjs.extend(isoWeek);

export { dayjs };
export type { Dayjs } from 'dayjs';
