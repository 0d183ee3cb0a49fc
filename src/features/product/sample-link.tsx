import Link from '@/components/ui/shop-link';
import type { Language } from '@/config/shop';
import type { Aroma } from '@/domain/discovery-set/aroma';
import { sampleOfPerfume, sampleSetPath } from '@/domain/discovery-set/perfume-sample';
import { localizedPath } from '@/i18n/languages';
import styles from './sample-link.module.css';

/**
 * "Try it as a 2 ml sample": the discovery set's page with this perfume's sample already chosen.
 * Shown only while the set can take that sample (it exists and is in stock).
 */
export function SampleLink({
  perfume,
  aromas,
  lng,
  texts,
}: {
  perfume: { id: number; slug: string };
  aromas: readonly Aroma[];
  lng: Language;
  texts: { link: string; note: string };
}) {
  if (!sampleOfPerfume(aromas, perfume.id)) return null;
  return (
    <p className={styles.sample}>
      <Link href={localizedPath(lng, sampleSetPath(perfume.slug))} className={styles.link}>
        {texts.link}
        <span aria-hidden="true"> →</span>
      </Link>
      <span className={styles.note}>{texts.note}</span>
    </p>
  );
}
