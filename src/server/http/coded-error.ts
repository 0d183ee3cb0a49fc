import { NextResponse } from 'next/server';

/**
 * The API's error body with a checkout code (`coupon_expired`, `set_incomplete`, …) and, for a form
 * field the shopper can fix, its path (`customer.phone`), so the page can mark that field.
 */
export function codedError(status: number, code: string, message: string, field?: string): NextResponse {
  return NextResponse.json({ error: field ? { code, message, field } : { code, message } }, { status });
}
