import type { Product } from '@/domain/catalog/product';
import type { ProductFacts } from '@/domain/catalog/product-detail';
import styles from './product-details.module.css';
import { RichText } from '@/components/ui/rich-text';
import { SectionHeading } from '@/components/ui/section-heading';

type Texts = Record<
  | 'description'
  | 'scentType'
  | 'ingredients'
  | 'composition'
  | 'notes'
  | 'notesTop'
  | 'notesHeart'
  | 'notesBase'
  | 'intensity'
  | 'trail'
  | 'storage',
  string
>;

function Row({ term, value }: { term: string; value: string }) {
  if (!value) return null;
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The notes as perfumers draw them: the top (what is smelt first and fades first) narrowest, the
 * base (what stays on the skin) widest. Still a term–value list to a screen reader.
 */
function NotesPyramid({ tiers }: { tiers: { term: string; value: string }[] }) {
  return (
    <dl className={styles.pyramid}>
      {tiers
        .filter((tier) => tier.value)
        .map((tier, i) => (
          <div key={tier.term} className={styles.tier} data-tier={i}>
            <dt className={styles.tierTerm}>{tier.term}</dt>
            <dd className={styles.tierNotes}>{tier.value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Description, the scent's character, its notes and how to keep it; empty fields are left out. */
export function ProductDetails({
  product,
  facts,
  texts,
}: {
  product: Product;
  facts: ProductFacts;
  texts: Texts;
}) {
  const { notes } = product;
  return (
    <div className={styles.details}>
      {product.description && (
        <section>
          <SectionHeading title={texts.description} size="section" />
          {/* Editor HTML from the shop's own WooCommerce. */}
          <RichText className={styles.html} html={product.description} />
        </section>
      )}
      <dl className={styles.facts}>
        <Row term={texts.scentType} value={facts.scentType} />
        <Row term={texts.intensity} value={facts.intensity} />
        <Row term={texts.trail} value={facts.trail} />
        <Row term={texts.ingredients} value={facts.ingredients} />
      </dl>
      {(notes.top || notes.heart || notes.base) && (
        <section>
          <SectionHeading title={texts.notes} size="section" />
          <NotesPyramid
            tiers={[
              { term: texts.notesTop, value: notes.top },
              { term: texts.notesHeart, value: notes.heart },
              { term: texts.notesBase, value: notes.base },
            ]}
          />
        </section>
      )}
      <dl className={styles.facts}>
        <Row term={texts.composition} value={product.composition} />
        <Row term={texts.storage} value={product.storage} />
      </dl>
    </div>
  );
}
