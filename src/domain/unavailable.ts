/**
 * How the browser learns that a page failed because the shop's platform (WooCommerce, WordPress,
 * Nova Poshta) did not answer rather than for another reason. Next.js hides a server error's message
 * from the browser and passes only its `digest`, and it keeps a digest the error already has, so the
 * server's PlatformUnavailableError carries this one and the page's error boundary reads it.
 */
export const UNAVAILABLE_DIGEST = 'PLATFORM_UNAVAILABLE';

export function isUnavailableDigest(digest: string | undefined): boolean {
  return digest === UNAVAILABLE_DIGEST || Boolean(digest?.startsWith(`${UNAVAILABLE_DIGEST};`));
}
