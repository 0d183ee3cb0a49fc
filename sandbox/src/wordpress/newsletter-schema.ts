/**
 * The shop's newsletter list (its own `coupon/v1/subscription` endpoint keeps one row per address)
 * and Contact Form 7's forms, as the plugin stores them: a numeric post id and the field names.
 */
export const newsletterSchema = `
CREATE TABLE IF NOT EXISTS newsletter_subscribers (
  email TEXT PRIMARY KEY,
  date TEXT NOT NULL
);
`;
