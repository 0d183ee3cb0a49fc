import { novaPoshtaConfig } from '@/server/novaposhta/config';
import { searchCities } from '@/server/novaposhta/directory';
import { citiesQuerySchema } from '../np-query';
import { npDirectoryRoute } from '../np-route';
import { otherMethods } from '@/server/http/other-methods';

/** GET /api/novaposhta/cities?q=&locale= → [{ref, name, region}] */
export function GET(request: Request) {
  return npDirectoryRoute(request, 'cities', citiesQuerySchema, ({ q, locale }) =>
    searchCities(novaPoshtaConfig(), q, locale),
  );
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
