import { novaPoshtaConfig } from '@/server/novaposhta/config';
import { searchStreets } from '@/server/novaposhta/directory';
import { streetsQuerySchema } from '../np-query';
import { npDirectoryRoute } from '../np-route';
import { otherMethods } from '@/server/http/other-methods';

/** GET /api/novaposhta/streets?city=REF&q= → [{ref, name}] */
export function GET(request: Request) {
  return npDirectoryRoute(request, 'streets', streetsQuerySchema, ({ city, q }) =>
    searchStreets(novaPoshtaConfig(), city, q),
  );
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
