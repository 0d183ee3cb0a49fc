import type { Product } from '@/domain/catalogue/product';
import type { ProductFacts } from '@/domain/catalogue/product-detail';
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
          <dl className={styles.facts}>
            <Row term={texts.notesTop} value={notes.top} />
            <Row term={texts.notesHeart} value={notes.heart} />
            <Row term={texts.notesBase} value={notes.base} />
          </dl>
        </section>
      )}
      <dl className={styles.facts}>
        <Row term={texts.composition} value={product.composition} />
        <Row term={texts.storage} value={product.storage} />
      </dl>
    </div>
  );
}
