import { useMemo } from 'react';
import {
  DayPicker,
  useDayPicker,
  type ClassNames,
  type DateRange,
  type Formatters,
  type Labels,
  type NavProps,
} from 'react-day-picker';
import controls from '../theme/controls.module.css';
import type { CalendarFormat } from './calendar-format';
import styles from './date-range-picker.module.css';

/** The calendar's own words, from the picker's labels. */
export interface RangeCalendarLabels {
  previousMonth: string;
  nextMonth: string;
  month: string;
  year: string;
  /** Said after the date of today's button. */
  today: string;
  /** Said after a chosen day's date. */
  selected: string;
}

export interface RangeCalendarProps {
  labels: RangeCalendarLabels;
  format: CalendarFormat;
  selected: DateRange | undefined;
  onSelect: (range: DateRange | undefined) => void;
  /** The month shown, and its change by the arrows or the dropdowns. */
  month: Date;
  onMonthChange: (month: Date) => void;
  minYear: number;
  maxYear: number;
  today: Date;
}

/** Every part of the calendar drawn by this package's styles (react-day-picker's own sheet is not used). */
const CLASS_NAMES: Partial<ClassNames> = {
  root: styles.calendar,
  months: styles.months,
  month: styles.month,
  month_caption: styles.caption,
  dropdowns: styles.dropdowns,
  dropdown_root: styles.dropdownRoot,
  dropdown: `${controls.select} ${styles.dropdown}`,
  caption_label: styles.captionLabel,
  nav: styles.nav,
  button_previous: styles.navButton,
  button_next: styles.navButton,
  chevron: styles.chevron,
  month_grid: styles.grid,
  weekdays: styles.weekdays,
  weekday: styles.weekday,
  week: styles.week,
  day: styles.day,
  day_button: styles.dayButton,
  today: styles.today,
  selected: styles.selected,
  range_start: styles.rangeStart,
  range_middle: styles.rangeMiddle,
  range_end: styles.rangeEnd,
  outside: styles.outside,
  disabled: styles.disabled,
  hidden: styles.hidden,
};

/** Previous and next month as plain buttons: no landmark of their own inside the sheet. */
function MonthNav({ onPreviousClick, onNextClick, previousMonth, nextMonth, className }: NavProps) {
  const { components, classNames, labels } = useDayPicker();
  return (
    <div className={className}>
      <button
        type="button"
        className={classNames.button_previous}
        disabled={!previousMonth}
        aria-label={labels.labelPrevious(previousMonth)}
        onClick={onPreviousClick}
      >
        <components.Chevron className={classNames.chevron} orientation="left" />
      </button>
      <button
        type="button"
        className={classNames.button_next}
        disabled={!nextMonth}
        aria-label={labels.labelNext(nextMonth)}
        onClick={onNextClick}
      >
        <components.Chevron className={classNames.chevron} orientation="right" />
      </button>
    </div>
  );
}

/**
 * The month grid of the date-range picker: react-day-picker in range mode, with month and year
 * dropdowns, drawn by this package's CSS module and worded by Intl (`format`) and the labels. In
 * its own module, so react-day-picker and date-fns load when the calendar first opens.
 */
export function RangeCalendar({
  labels,
  format,
  selected,
  onSelect,
  month,
  onMonthChange,
  minYear,
  maxYear,
  today,
}: RangeCalendarProps) {
  // Stable per language and words, so the calendar does not rebuild its date library on each render.
  const formatters = useMemo<Partial<Formatters>>(
    () => ({
      formatCaption: (date) => format.monthYear(date),
      formatMonthDropdown: (date) => format.month(date),
      formatYearDropdown: (date) => format.year(date),
      formatWeekdayName: (date) => format.weekdayShort(date),
      formatDay: (date) => format.day(date),
    }),
    [format],
  );
  const dayLabels = useMemo<Partial<Labels>>(
    () => ({
      labelGrid: (date) => format.monthYear(date),
      labelMonthDropdown: () => labels.month,
      labelYearDropdown: () => labels.year,
      labelPrevious: () => labels.previousMonth,
      labelNext: () => labels.nextMonth,
      labelWeekday: (date) => format.weekdayLong(date),
      labelDayButton: (date, modifiers) =>
        [format.fullDate(date), modifiers.today && labels.today, modifiers.selected && labels.selected]
          .filter(Boolean)
          .join(', '),
    }),
    [format, labels.month, labels.year, labels.previousMonth, labels.nextMonth, labels.today, labels.selected],
  );
  // Only the code matters to the calendar: it puts the year dropdown first where the language does.
  const locale = useMemo(() => ({ code: format.locale }), [format.locale]);
  return (
    <DayPicker
      mode="range"
      // The first tap after a whole range starts a new one.
      resetOnSelect
      selected={selected}
      onSelect={onSelect}
      month={month}
      onMonthChange={onMonthChange}
      startMonth={new Date(minYear, 0, 1)}
      endMonth={new Date(maxYear, 11, 1)}
      captionLayout="dropdown"
      reverseYears
      navLayout="after"
      fixedWeeks
      today={today}
      weekStartsOn={format.weekStartsOn}
      locale={locale}
      lang={format.locale}
      formatters={formatters}
      labels={dayLabels}
      classNames={CLASS_NAMES}
      components={{ Nav: MonthNav }}
    />
  );
}
