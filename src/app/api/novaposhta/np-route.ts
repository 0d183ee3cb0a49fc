import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { serverT } from '@/i18n/server';
import type { Language } from '@/config/shop';
import { DEFAULT_LANGUAGE } from '@/config/shop';
import { codedError } from '@/server/http/coded-error';
import { NP_DIRECTORY_REVALIDATE_SECONDS } from '@/server/novaposhta/config';
import { upstreamError } from '@/server/http/upstream-error';
import { admitClient, clientOf } from '@/server/rate-limit/form-guard';
import { refusalResponse } from '@/server/rate-limit/limited-response';

/**
 * The shared body of the three directory routes: the query parsed with zod (400 bad_request naming
 * the parameter), the limit per client (each call spends the shop's Nova Poshta key), the Nova
 * Poshta call, and a 502 delivery_unavailable — logged — when it fails (503 with Retry-After when
 * Nova Poshta does not answer).
 * Answers may be cached by the browser and a CDN for as long as the fetch cache keeps them.
 */
export async function npDirectoryRoute<Q extends { locale?: Language }, R>(
  request: Request,
  label: string,
  schema: z.ZodType<Q>,
  load: (query: Q) => Promise<R>,
): Promise<NextResponse> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(params);
  if (!parsed.success) {
    const message = parsed.error.issues
      .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
      .join('; ');
    return codedError(400, 'bad_request', message);
  }
  const lng = parsed.data.locale ?? DEFAULT_LANGUAGE;
  const refused = await admitClient(clientOf(request), ['novaPoshtaPerClient']);
  if (refused) return refusalResponse(refused, lng);
  try {
    return NextResponse.json(await load(parsed.data), {
      headers: {
        'Cache-Control': `public, max-age=300, s-maxage=${NP_DIRECTORY_REVALIDATE_SECONDS}, stale-while-revalidate=86400`,
      },
    });
  } catch (error) {
    console.error(`GET /api/novaposhta/${label} ${JSON.stringify(params)} failed`, error);
    return upstreamError(
      error,
      'delivery_unavailable',
      serverT(lng, 'checkout')('errors.delivery_unavailable'),
    );
  }
}
