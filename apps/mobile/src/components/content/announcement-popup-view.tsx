import type { Announcement } from '@lobby/contract';
import { AnnouncementPopup } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { listDate } from './notice-text';

/**
 * The popup announcements in the shared popup (spec section 2): the left menu on the new
 * template, the accordion with dates on the base one. Loaded only when there is a popup to show.
 */
export default function AnnouncementPopupView({
  items,
  accordion,
  onClose,
  onHideToday,
}: {
  items: Announcement[];
  accordion: boolean;
  onClose: () => void;
  onHideToday: () => void;
}) {
  const { t } = useTranslation('content');
  return (
    <AnnouncementPopup
      items={items.map((a) => ({ id: a.id, title: a.title, content: a.content, date: listDate(a.startDate) }))}
      labels={{ title: t('notices.popupTitle'), close: t('shell.close'), hideToday: t('notices.hideToday') }}
      variant={accordion ? 'accordion' : 'menu'}
      onClose={onClose}
      onHideToday={onHideToday}
    />
  );
}
