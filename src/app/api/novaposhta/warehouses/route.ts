import { novaPoshtaConfig } from '@/server/novaposhta/config';
import { listWarehouses } from '@/server/novaposhta/directory';
import { warehousesQuerySchema } from '../np-query';
import { npDirectoryRoute } from '../np-route';
import { otherMethods } from '@/server/http/other-methods';

/** GET /api/novaposhta/warehouses?city=REF&type=branch|postbox&q=&locale= → [{ref, name, number, latin}] */
export function GET(request: Request) {
  return npDirectoryRoute(request, 'warehouses', warehousesQuerySchema, ({ city, type, q, locale }) =>
    listWarehouses(novaPoshtaConfig(), city, type, q, locale),
  );
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
