import { notFound } from 'next/navigation';
import { connection } from 'next/server';

/**
 * The benchmark's pages exist only on a shop started with BENCH_PAGES=1 (`npm run bench` against a
 * local build); anywhere else they are the 404 page. Read at request time (connection() keeps the
 * page out of the build's static output), so a build made without the variable still serves them.
 */
export async function benchPagesOnly(): Promise<void> {
  await connection();
  if (process.env.BENCH_PAGES !== '1') notFound();
}
