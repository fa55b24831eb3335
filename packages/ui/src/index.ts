export { GameTile, type GameTileGame, type GameTileLabels, type GameTileProps } from './game-tile/game-tile';
export { DEFAULT_GAME_ICON } from './game-tile/default-icon';
export { Modal, type ModalProps } from './modal/modal';
export { useScrollLock } from './modal/use-scroll-lock';
export { SkeletonGrid, type SkeletonGridProps } from './skeleton-grid/skeleton-grid';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { VendorLogo, type VendorLogoProps } from './vendor-logo/vendor-logo';
export { FilterSelect, type FilterSelectProps, type FilterOption } from './filter-select/filter-select';
export { VirtualGrid, type VirtualGridProps } from './virtual-grid/virtual-grid';
export { Ticker, type TickerProps } from './ticker/ticker';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { FilePicker, type FilePickerProps } from './file-picker/file-picker';
export { SmsCodeButton, type SmsCodeButtonLabels, type SmsCodeButtonProps } from './sms-code-button/sms-code-button';
export { DatePicker, type DatePickerLabels, type DatePickerProps } from './date-picker/date-picker';
export { DialCodeSelect, type DialCodeOption, type DialCodeSelectProps } from './dial-code-select/dial-code-select';
export { LanguageFlag, type FlagCountry, type LanguageFlagProps } from './language-flag/language-flag';
export { Toast, type ToastProps } from './toast/toast';
export { NAMED_PROPS_PREFIX, SafeHtml, type SafeHtmlProps } from './safe-html/safe-html';
export { sanitizeHtml } from './safe-html/purify-sanitizer';
export { TabStrip, type TabStripProps } from './tab-strip/tab-strip';
export {
  AnnouncementPopup,
  type AnnouncementPopupLabels,
  type AnnouncementPopupProps,
  type PopupAnnouncement,
} from './announcement-popup/announcement-popup';
export { BalanceChip, type BalanceChipLabels, type BalanceChipProps } from './balance-chip/balance-chip';
export { PlayingCard, type PlayingCardProps } from './playing-card/playing-card';
export { ProgressBar, type ProgressBarProps } from './progress-bar/progress-bar';
export { JackpotCounter, type JackpotCounterProps } from './jackpot-counter/jackpot-counter';
export { WinnerList, type WinnerListItem, type WinnerListProps } from './winner-list/winner-list';
export { TermsTable, type TermsTableProps } from './terms-table/terms-table';
export { PlainLink, type LinkComponent, type LinkProps } from './link/link';
export { SHELL_ICON_NAMES, ShellIcon, type ShellIconName, type ShellIconProps } from './shell-icon/shell-icon';
export {
  HeaderBar,
  HeaderIconButton,
  MemberActions,
  NoticeBell,
  VisitorActions,
  type HeaderBarLabels,
  type HeaderBarProps,
  type HeaderBarView,
  type HeaderIconButtonProps,
  type HeaderLinkAction,
  type MemberActionsProps,
  type NoticeBellProps,
  type VisitorActionsProps,
} from './header-bar/header-bar';
export { FooterTabs, type FooterTab, type FooterTabsProps } from './footer-tabs/footer-tabs';
export {
  SideMenu,
  SideMenuEntries,
  SideMenuEntry,
  SideMenuHeading,
  SideMenuLinks,
  type SideMenuEntryProps,
  type SideMenuLink,
  type SideMenuLinksProps,
  type SideMenuProps,
} from './side-menu/side-menu';
export { ConfirmDialog, type ConfirmDialogLabels, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { PasswordField, type PasswordFieldProps } from './password-field/password-field';
