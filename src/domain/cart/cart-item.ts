import {
  arrayOf,
  INVALID,
  int,
  number,
  object,
  oneOf,
  optional,
  string,
  type Read,
} from '@/domain/stored/read';

/** Spec §9: a discovery set holds 6 or 9 aromas. */
export type SetSize = 6 | 9;

type CartItemKind = 'product' | 'set' | 'certificate';

/**
 * One line of the basket as the browser keeps it (spec §3). `price` is for display only: the server
 * prices the order again from the ids (DESIGN.md, "Money and trust").
 */
export type CartItem = {
  id: number;
  variation_id?: number;
  title: string;
  /** UAH per piece, as shown when the line was added. */
  price: number;
  /** The variation's volume attribute, e.g. "50 ml". */
  volume?: string;
  count: number;
  image?: string;
  /** Identifies a line that has no variation (spec §3); a set encodes its aromas here. */
  description: string;
  kind: CartItemKind;
  set?: { size: SetSize; aromas: { id: number; title: string }[] };
  certificate?: { type: 'electronic' | 'physical'; denomination: number; recipientEmail?: string };
  slug?: string;
  sku?: string;
};

const id = int(1);

// Read in every page's browser (the basket), hence a plain reader rather than zod (stored/read.ts).
const readCartItem: Read<CartItem> = object({
  id,
  variation_id: optional(id),
  title: string(),
  price: number(0),
  volume: optional(string()),
  count: int(1),
  image: optional(string()),
  description: string(),
  kind: oneOf(['product', 'set', 'certificate']),
  set: optional(
    object({
      size: oneOf([6, 9]),
      aromas: arrayOf(object({ id, title: string() })),
    }),
  ),
  certificate: optional(
    object({
      type: oneOf(['electronic', 'physical']),
      denomination: number(0, { aboveMin: true }),
      recipientEmail: optional(string()),
    }),
  ),
  slug: optional(string()),
  sku: optional(string()),
});

/**
 * What localStorage gave back, made safe to use: anything that is not a list yields an empty cart and
 * a line of an old or broken shape is dropped, so a returning shopper keeps the lines that still
 * make sense instead of meeting a crash.
 */
export function parseStoredCart(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((line) => {
    const item = readCartItem(line);
    return item === INVALID ? [] : [item];
  });
}
