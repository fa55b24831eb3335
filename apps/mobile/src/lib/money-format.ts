// The money formatter as a module of its own, for the first screen's error messages (a limit's
// amount): imported on demand there, so it stays out of the first load.
export { formatMinor, moneyLocale } from '@lobby/domain';
