// Apart from the main entry: only this one needs react-day-picker (and its date-fns), so an app
// that shows no date range never loads them.
export {
  DATE_PRESETS,
  DateRangePicker,
  presetRange,
  type DatePreset,
  type DateRangePickerLabels,
  type DateRangePickerProps,
  type IsoDateRange,
} from './date-range-picker/date-range-picker';
