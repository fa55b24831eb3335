import { firstImage } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PromotionImage } from '../../components/promotion-image';
import { usePromotions } from '../../hooks/use-content';
import { useNearViewport } from './use-near-viewport';
import '../../components/section.css';
import './promotion-strip.css';

/**
 * The home promotion strip (spec section 2): one image per promotion (sequence 1), each opening
 * its detail. Asked for only when it comes near the viewport; gone when there is none.
 */
export function PromotionStrip() {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data } = usePromotions({ skip: !near });
  const items = (data ?? []).flatMap((p) => {
    const image = firstImage(p.announcementImages);
    return image ? [{ id: p.id, title: p.title, image }] : [];
  });
  // A brand with no promotion pictures gets no empty strip (it stays until the list has come).
  if (data && items.length === 0) return null;
  return (
    <section
      ref={ref}
      className="section promotion-strip-section"
      aria-labelledby="section-promotions"
      data-testid="promotion-strip"
    >
      <div className="section__head">
        <h2 id="section-promotions" className="section__title">
          {t('titles.activity')}
        </h2>
        <Link to="/activity" className="section__more">
          {t('home.more')}
        </Link>
      </div>
      <ul className="promotion-strip">
        {items.map((p) => (
          <li key={p.id}>
            <Link to={`/activityDetail?id=${encodeURIComponent(p.id)}`} className="promotion-strip__item">
              <PromotionImage
                src={p.image}
                alt={p.title}
                loading="lazy"
                width={240}
                height={80}
                fallback={<span className="promotion-strip__placeholder">{p.title}</span>}
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
