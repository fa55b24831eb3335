import { useId, useState } from 'react';
import { Modal } from '../modal/modal';
import { SafeHtml } from '../safe-html/safe-html';
import styles from './announcement-popup.module.css';

export interface PopupAnnouncement {
  id: string;
  title: string;
  /** The operator's HTML; sanitized here. */
  content: string;
  /** The start date as the accordion shows it (YYYY/MM/DD). */
  date: string;
}

export interface AnnouncementPopupLabels {
  title: string;
  close: string;
  hideToday: string;
}

export interface AnnouncementPopupProps {
  items: readonly PopupAnnouncement[];
  labels: AnnouncementPopupLabels;
  /** menu: titles on the left, the chosen one's content beside them; accordion: each opens in place with its date. */
  variant?: 'menu' | 'accordion';
  onClose: () => void;
  onHideToday: () => void;
}

/**
 * The announcement popup (spec section 2): a menu of titles and a content pane (or the
 * accordion variant with start dates), a close button and 'hide for today'.
 */
export function AnnouncementPopup({ items, labels, variant = 'menu', onClose, onHideToday }: AnnouncementPopupProps) {
  const [chosen, setChosen] = useState(0);
  const baseId = useId();
  const current = items[chosen] ?? items[0];
  if (!current) return null;
  return (
    <Modal open onClose={onClose} title={labels.title} closeLabel={labels.close}>
      <div data-testid="announcement-popup" className={styles.body}>
        {variant === 'menu' ? (
          <div className={styles.menuLayout}>
            <div className={styles.menu} role="tablist" aria-orientation="vertical" aria-label={labels.title}>
              {items.map((item, i) => (
                <button
                  key={item.id}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${i}`}
                  aria-selected={i === chosen}
                  aria-controls={`${baseId}-panel`}
                  className={styles.menuItem}
                  onClick={() => setChosen(i)}
                >
                  {item.title}
                </button>
              ))}
            </div>
            <div
              className={styles.pane}
              role="tabpanel"
              id={`${baseId}-panel`}
              aria-labelledby={`${baseId}-tab-${items.indexOf(current)}`}
              tabIndex={0}
            >
              <h3 className={styles.paneTitle}>{current.title}</h3>
              <SafeHtml html={current.content} />
            </div>
          </div>
        ) : (
          <ul className={styles.accordion}>
            {items.map((item, i) => (
              <li key={item.id} className={styles.accordionItem}>
                <button
                  type="button"
                  className={styles.accordionHead}
                  aria-expanded={i === chosen}
                  aria-controls={`${baseId}-item-${i}`}
                  onClick={() => setChosen(i)}
                >
                  <span>{item.title}</span>
                  <time className={styles.date}>{item.date}</time>
                </button>
                {i === chosen && (
                  <div id={`${baseId}-item-${i}`} className={styles.accordionBody}>
                    <SafeHtml html={item.content} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onHideToday}>
            {labels.hideToday}
          </button>
          <button type="button" className={styles.primary} onClick={onClose}>
            {labels.close}
          </button>
        </div>
      </div>
    </Modal>
  );
}
