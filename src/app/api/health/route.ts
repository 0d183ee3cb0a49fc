import { NextResponse } from 'next/server';

/** Liveness for load balancers and the e2e setup; it does not touch the backend. */
export function GET() {
  return NextResponse.json({ ok: true });
}

export const dynamic = 'force-dynamic';
