'use client';

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { recordViewAtom } from './recently-viewed-atoms';

/** Put on a product page: records the product as the newest the shopper viewed. Renders nothing. */
export function RecordView({ productId }: { productId: number }) {
  const record = useSetAtom(recordViewAtom);
  useEffect(() => {
    record(productId);
  }, [record, productId]);
  return null;
}
