/**
 * For page sections that may be missing without breaking the page (a home shelf, a blog teaser):
 * the failure is logged with what was asked, and the section renders its empty state.
 */
export async function withFallback<T>(label: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`${label} failed`, error);
    return fallback;
  }
}
