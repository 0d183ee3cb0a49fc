import type { OrderLine } from './order-lines';

/**
 * A line of the order request that the shop no longer sells (product_unavailable): the request's
 * field it came from (`items.0`, `sets.1`, `certificates.0`), for a plain product line the ids it
 * was sent with, and the name of what is unavailable in the order's language (a set's sold-out
 * aroma rather than the set). `name` is left out when the catalogue does not know the product (an
 * unknown id, a product deleted or unpublished since): nothing the shop does not show is told.
 */
export type UnavailableLine = {
  field: string;
  id?: number;
  variation_id?: number;
  name?: string;
};

/** A plain product line of the request (`items.N`) and what the catalogue knows of it, if anything. */
export function unavailableItem(
  field: string,
  input: { id: number; variation_id?: number },
  known: { name: string } | undefined,
): UnavailableLine {
  return {
    field,
    id: input.id,
    ...(input.variation_id !== undefined && { variation_id: input.variation_id }),
    ...(known && { name: known.name }),
  };
}

/** An order line whose stock has run out (quantity-rules.ts). */
export function unavailableOrderLine(line: OrderLine): UnavailableLine {
  return line.kind === 'product'
    ? unavailableItem(
        line.source,
        { id: line.productId, ...(line.variationId !== 0 && { variation_id: line.variationId }) },
        line,
      )
    : { field: line.source, name: line.name };
}
