import { z } from 'zod';
import { cyrillicSpellings } from '@/domain/delivery/cyrillic-spellings';
import { latinSpelling } from '@/domain/delivery/latin-spelling';
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
  /**
   * The Ukrainian description in Latin letters (latin-spelling.ts): a city's branches are listed
   * whole and narrowed in the browser, where a shopper on any page may type the street in Latin.
   */
  latin: string;
}

interface NpStreet {
  ref: string;
  name: string;
}

type WarehouseKind = 'branch' | 'postbox';

/** How many cities and streets a search lists. */
const CITY_LIMIT = 20;
const STREET_LIMIT = 50;

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

/**
 * FindByString matches Ukrainian and Russian text, never Latin: a Latin query ("Kyiv") is asked in
 * each of its likely Cyrillic spellings, together, and the answers are joined, likeliest first.
 */
async function findByEachSpelling<T extends { Ref: string }>(
  query: string,
  find: (spelling: string) => Promise<T[]>,
): Promise<T[]> {
  const answers = await Promise.all(cyrillicSpellings(query).map(find));
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const row of answers.flat()) {
    if (seen.has(row.Ref)) continue;
    seen.add(row.Ref);
    rows.push(row);
  }
  return rows;
}

export async function searchCities(
  config: NovaPoshtaConfig,
  query: string,
  locale: NpLocale,
): Promise<NpCity[]> {
  const rows = await findByEachSpelling(query, (spelling) =>
    callNovaPoshta(
      config,
      'Address',
      'getCities',
      { FindByString: spelling, Page: '1', Limit: String(CITY_LIMIT) },
      cityWire,
    ),
  );
  return rows.slice(0, CITY_LIMIT).map((c) => ({
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
  const rows = await findByEachSpelling(query, (spelling) =>
    callNovaPoshta(
      config,
      'Address',
      'getWarehouses',
      { CityRef: cityRef, FindByString: spelling, Page: '1', Limit: '500' },
      warehouseWire,
    ),
  );
  const types = WAREHOUSE_TYPE_REFS[kind];
  return rows
    .filter((w) => types.includes(w.TypeOfWarehouse))
    .map((w) => ({
      ref: w.Ref,
      name: pick(locale, w.Description, w.DescriptionRu),
      number: w.Number,
      latin: latinSpelling(w.Description),
    }));
}

export async function searchStreets(
  config: NovaPoshtaConfig,
  cityRef: string,
  query: string,
): Promise<NpStreet[]> {
  const rows = await findByEachSpelling(query, (spelling) =>
    callNovaPoshta(
      config,
      'Address',
      'getStreet',
      { CityRef: cityRef, FindByString: spelling, Page: '1', Limit: String(STREET_LIMIT) },
      streetWire,
    ),
  );
  return rows.slice(0, STREET_LIMIT).map((s) => ({
    ref: s.Ref,
    name: s.StreetsType ? `${s.StreetsType} ${s.Description}` : s.Description,
  }));
}
