import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageTexts } from '@/components/i18n/page-texts';
import type { SetSize } from '@/domain/cart/cart-item';
import { alternatesFor } from '@/domain/seo/alternates';
import { isLanguage } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { getProductBySlug } from '@/server/woocommerce/products';
import { getSetProduct, listAromas } from '@/server/woocommerce/special-products';
import { withFallback } from '@/server/with-fallback';
import { initialSelection } from '@/domain/discovery-set/perfume-sample';
import { SAMPLE_VOLUME_ML, SET_PAGE_PATH } from '@/domain/discovery-set/set-config';
import { SetBuilder } from '@/features/discovery-set/set-builder';
import { SetSizeSwitch } from '@/features/discovery-set/set-size-switch';

/*
 * The two set pages (/discovery-set and /discovery-set-9) differ only in the size. The aromas are
 * read with the server loader the POST /api/filters/ route would call (page 1, everything), rather
 * than through that route over HTTP: a server component needs no request to its own server.
 * `?aroma=<perfume slug>` (a perfume page's "try it as a sample") starts the set with that perfume's
 * sample chosen; an unknown perfume, or one without a sample in stock, is ignored.
 */

export async function setPageMetadata(size: SetSize, lngParam: string): Promise<Metadata> {
  if (!isLanguage(lngParam)) return {};
  const { t } = await getT('cart', { lng: lngParam });
  return {
    title: t('setPage.title', { size, volume: SAMPLE_VOLUME_ML }),
    description: t('setPage.intro', { count: size }),
    alternates: alternatesFor(SET_PAGE_PATH[size], serverEnv().siteUrl, lngParam),
  };
}

export async function SetPage({
  size,
  lng: lngParam,
  aroma,
}: {
  size: SetSize;
  lng: string;
  /** `?aroma=`: the slug of the perfume whose sample the set starts with. */
  aroma?: string;
}) {
  if (!isLanguage(lngParam)) notFound();
  const lng = lngParam;
  const other: SetSize = size === 6 ? 9 : 6;
  const [{ t }, product, otherProduct, aromas, perfume] = await Promise.all([
    getT('cart', { lng }),
    getSetProduct(size, lng),
    getSetProduct(other, lng),
    listAromas(lng),
    // A link to a perfume that is gone opens the set as usual.
    aroma
      ? withFallback(`perfume ${aroma} for the set (${lng})`, () => getProductBySlug(aroma, lng), null)
      : null,
  ]);

  return (
    <div className="container">
      <h1>{t('setPage.title', { size, volume: SAMPLE_VOLUME_ML })}</h1>
      <p>{t('setPage.intro', { count: size })}</p>
      <SetSizeSwitch
        current={size}
        options={[
          { size: 6, product: size === 6 ? product : otherProduct },
          { size: 9, product: size === 9 ? product : otherProduct },
        ]}
        lng={lng}
        texts={{ label: t('setPage.sizes'), size: (count) => t('setPage.size', { count }) }}
      />
      {product ? (
        <PageTexts lng={lng} ns={['cart']}>
          <SetBuilder
            product={product}
            size={size}
            aromas={aromas}
            lng={lng}
            initialSelection={initialSelection(aromas, perfume?.id, size)}
          />
        </PageTexts>
      ) : (
        <p role="status">{t('setPage.unavailable')}</p>
      )}
    </div>
  );
}
