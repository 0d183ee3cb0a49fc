import { z } from 'zod';
import { callNovaPoshta, type NovaPoshtaConfig } from './client';

type NpLocale = 'uk' | 'en' | 'ru';

interface NpCity {
  ref: string;
  name: string;
  region: string;
}

interface NpWarehouse {
  ref: string;
  name: string;
  number: string;
}

interface NpStreet {
  ref: string;
  name: string;
}

type WarehouseKind = 'branch' | 'postbox';

// Warehouse type refs as Address.getWarehouseTypes lists them.
const WAREHOUSE_TYPE_REFS: Record<WarehouseKind, string[]> = {
  branch: ['841339c7-591a-42e2-8233-7a0a00f0ed6f', '9a68df70-0267-42a8-bb5c-37f427e36ee4'],
  postbox: ['f9316480-5f2d-425d-bc2c-ac7cd29decf0'],
};

const cityWire = z.object({
  Ref: z.string(),
  Description: z.string(),
  DescriptionRu: z.string().optional().default(''),
  AreaDescription: z.string().optional().default(''),
  AreaDescriptionRu: z.string().optional().default(''),
});

const warehouseWire = z.object({
  Ref: z.string(),
  Description: z.string(),
  DescriptionRu: z.string().optional().default(''),
  Number: z.union([z.string(), z.number()]).transform(String),
  TypeOfWarehouse: z.string().optional().default(''),
});

const streetWire = z.object({
  Ref: z.string(),
  Description: z.string(),
  StreetsType: z.string().optional().default(''),
});

// Nova Poshta has Ukrainian and Russian names only; English pages show the Ukrainian ones.
const pick = (locale: NpLocale, uk: string, ru: string) => (locale === 'ru' && ru ? ru : uk);

export async function searchCities(
  config: NovaPoshtaConfig,
  query: string,
  locale: NpLocale,
): Promise<NpCity[]> {
  const rows = await callNovaPoshta(
    config,
    'Address',
    'getCities',
    { FindByString: query, Page: '1', Limit: '20' },
    cityWire,
  );
  return rows.map((c) => ({
    ref: c.Ref,
    name: pick(locale, c.Description, c.DescriptionRu),
    region: pick(locale, c.AreaDescription, c.AreaDescriptionRu),
  }));
}

export async function listWarehouses(
  config: NovaPoshtaConfig,
  cityRef: string,
  kind: WarehouseKind,
  query: string,
  locale: NpLocale,
): Promise<NpWarehouse[]> {
  const rows = await callNovaPoshta(
    config,
    'Address',
    'getWarehouses',
    { CityRef: cityRef, FindByString: query, Page: '1', Limit: '500' },
    warehouseWire,
  );
  const types = WAREHOUSE_TYPE_REFS[kind];
  return rows
    .filter((w) => types.includes(w.TypeOfWarehouse))
    .map((w) => ({ ref: w.Ref, name: pick(locale, w.Description, w.DescriptionRu), number: w.Number }));
}

export async function searchStreets(
  config: NovaPoshtaConfig,
  cityRef: string,
  query: string,
): Promise<NpStreet[]> {
  const rows = await callNovaPoshta(
    config,
    'Address',
    'getStreet',
    { CityRef: cityRef, FindByString: query, Page: '1', Limit: '50' },
    streetWire,
  );
  return rows.map((s) => ({
    ref: s.Ref,
    name: s.StreetsType ? `${s.StreetsType} ${s.Description}` : s.Description,
  }));
}
