/** The steps of docs/woocommerce.md that each finding points to. Keep in step with the guide's headings. */
export const STEPS = {
  plugins: 'step 1 (plugins and versions)',
  polylang: 'step 2 (Polylang languages)',
  graphql: 'step 3 (WPGraphQL settings)',
  acf: 'step 4 (import the ACF JSON)',
  options: 'step 5 (fill in the options pages)',
  wheels: 'step 6 (prize wheels)',
  pages: 'step 7 (pages: what becomes a shop page)',
  media: 'step 8 (images from the shop’s own uploads)',
  appPassword: 'step 9 (application password)',
  wooKeys: 'step 10 (WooCommerce REST keys)',
  webhooks: 'step 11 (WooCommerce webhooks)',
  contentWebhooks: 'step 12 (content webhooks)',
  cf7: 'step 13 (Contact Form 7 newsletter form)',
  novaPoshta: 'step 14 (Nova Poshta)',
} as const;

export type Step = keyof typeof STEPS;
