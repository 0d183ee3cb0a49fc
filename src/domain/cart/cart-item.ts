import { z } from 'zod';

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

const id = z.number().int().positive();

const cartItemSchema = z.object({
  id,
  variation_id: id.optional(),
  title: z.string(),
  price: z.number().finite().nonnegative(),
  volume: z.string().optional(),
  count: z.number().int().positive(),
  image: z.string().optional(),
  description: z.string(),
  kind: z.enum(['product', 'set', 'certificate']),
  set: z
    .object({
      size: z.union([z.literal(6), z.literal(9)]),
      aromas: z.array(z.object({ id, title: z.string() })),
    })
    .optional(),
  certificate: z
    .object({
      type: z.enum(['electronic', 'physical']),
      denomination: z.number().finite().positive(),
      recipientEmail: z.string().optional(),
    })
    .optional(),
  slug: z.string().optional(),
  sku: z.string().optional(),
}) satisfies z.ZodType<CartItem>;

/**
 * What localStorage gave back, made safe to use: anything that is not a list yields an empty cart and
 * a line of an old or broken shape is dropped, so a returning shopper keeps the lines that still
 * make sense instead of meeting a crash.
 */
export function parseStoredCart(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((line) => {
    const parsed = cartItemSchema.safeParse(line);
    return parsed.success ? [parsed.data] : [];
  });
}
