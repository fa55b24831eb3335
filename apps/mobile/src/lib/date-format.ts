// The one date formatter as a module of its own, for the first screen's error messages: few name a
// date, so it is imported on demand there and stays out of the first load.
export { formatDateTime } from '@lobby/domain';
