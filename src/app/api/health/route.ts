import { NextResponse } from 'next/server';
import { otherMethods } from '@/server/http/other-methods';

/** Liveness for load balancers and the e2e setup; it does not touch the backend. */
export function GET() {
  return NextResponse.json({ ok: true });
}

export const dynamic = 'force-dynamic';

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
