import type { OrderLine } from './order-lines';
import { unavailableOrderLine, type UnavailableLine } from './unavailable-lines';

/** The shop's caps on one order (settings ORDER_MAX_LINE_QUANTITY and ORDER_MAX_ITEMS). */
export type OrderLimits = { maxLineQuantity: number; maxOrderQuantity: number };

export type QuantityRefusal = {
  code:
    'quantity_over_stock' | 'quantity_over_line_limit' | 'order_quantity_over_limit' | 'product_unavailable';
  field: string;
  /** For the message: the line's name and the most it may hold. */
  params: { name?: string; count?: number };
  /** product_unavailable: every line whose stock has run out. */
  lines?: UnavailableLine[];
};

/**
 * The lines whose stock has run out, all named at once (product_unavailable: such a line can only be
 * removed), else the first line that asks for more than may be ordered, or null. Stock is summed
 * over the lines that draw on it (two variations on their parent's stock, the same product twice),
 * and the line is told the smaller of what is left and the per-line cap, so one correction is
 * enough. Gifts are one each and ride along free, so they count against stock but not against the
 * caps.
 */
export function quantityRefusal(lines: OrderLine[], limits: OrderLimits): QuantityRefusal | null {
  const soldOut = lines.filter((line) => line.stock?.available === 0);
  if (soldOut.length > 0) {
    return {
      code: 'product_unavailable',
      field: soldOut[0].source,
      params: {},
      lines: soldOut.map(unavailableOrderLine),
    };
  }
  const wanted = new Map<string, number>();
  for (const line of lines) {
    if (line.stock) wanted.set(line.stock.key, (wanted.get(line.stock.key) ?? 0) + line.quantity);
  }
  for (const line of lines) {
    const { stock } = line;
    if (stock && wanted.get(stock.key)! > stock.available && stock.available < limits.maxLineQuantity) {
      return {
        code: 'quantity_over_stock',
        field: line.source,
        params: { name: line.name, count: stock.available },
      };
    }
    if (line.kind !== 'gift' && line.quantity > limits.maxLineQuantity) {
      return {
        code: 'quantity_over_line_limit',
        field: line.source,
        params: { name: line.name, count: limits.maxLineQuantity },
      };
    }
  }
  const total = lines.reduce((sum, line) => sum + (line.kind === 'gift' ? 0 : line.quantity), 0);
  if (total > limits.maxOrderQuantity) {
    return { code: 'order_quantity_over_limit', field: 'items', params: { count: limits.maxOrderQuantity } };
  }
  for (const line of lines) {
    if (line.stock && wanted.get(line.stock.key)! > line.stock.available) {
      return {
        code: 'quantity_over_stock',
        field: line.source,
        params: { name: line.name, count: line.stock.available },
      };
    }
  }
  return null;
}
