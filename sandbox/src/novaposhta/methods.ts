import type { SandboxContext } from '../context';
import { STREET_TYPES, type StreetType } from './cities';
import { WAREHOUSE_TYPES } from './refs';
import { documentStatus } from './tracking';

export type Props = Record<string, unknown>;

/** What a method returns: data plus, for lists, the total before paging (info.totalCount). */
export interface MethodResult {
  data: unknown[];
  totalCount?: number;
  errors?: string[];
  errorCodes?: string[];
}

interface CityRow {
  ref: string;
  settlement_ref: string;
  city_id: number;
  description: string;
  description_ru: string;
  area_ref: string;
  area_description: string;
  area_description_ru: string;
}

interface WarehouseRow {
  ref: string;
  city_ref: string;
  site_key: number;
  number: string;
  type_ref: string;
  category: string;
  description: string;
  description_ru: string;
  short_address: string;
  short_address_ru: string;
  max_weight: number;
  lat: number;
  lng: number;
}

const str = (value: unknown) => (value == null ? '' : String(value).trim());
const lower = (value: string) => value.toLocaleLowerCase('uk');

/** Page and Limit as Nova Poshta reads them: strings or numbers, no Limit means everything. */
function paginate<T>(rows: T[], props: Props, defaultLimit?: number): MethodResult {
  const limit = Number(props.Limit) > 0 ? Number(props.Limit) : defaultLimit;
  const page = Number(props.Page) > 0 ? Number(props.Page) : 1;
  const data = limit ? rows.slice((page - 1) * limit, page * limit) : rows;
  return { data, totalCount: rows.length };
}

function allCities(ctx: SandboxContext): CityRow[] {
  return ctx.db.prepare(`SELECT * FROM np_cities ORDER BY description`).all() as CityRow[];
}

function cityJson(city: CityRow) {
  return {
    Description: city.description,
    DescriptionRu: city.description_ru,
    Ref: city.ref,
    Delivery1: '1',
    Delivery2: '1',
    Delivery3: '1',
    Delivery4: '1',
    Delivery5: '1',
    Delivery6: '1',
    Delivery7: '0',
    Area: city.area_ref,
    SettlementType: '563ced13-f210-11e3-8c4a-0050568002cf',
    IsBranch: '0',
    PreventEntryNewStreetsUser: '0',
    CityID: String(city.city_id),
    SettlementTypeDescription: 'місто',
    SettlementTypeDescriptionRu: 'город',
    SpecialCashCheck: 1,
    AreaDescription: city.area_description,
    AreaDescriptionRu: city.area_description_ru,
  };
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const schedule = (weekday: string, weekend: string) =>
  Object.fromEntries(WEEK.map((day, i) => [day, i < 5 ? weekday : weekend]));

function warehouseJson(w: WarehouseRow, city: CityRow) {
  const locker = w.category === 'Postomat';
  return {
    SiteKey: String(w.site_key),
    Description: w.description,
    DescriptionRu: w.description_ru,
    ShortAddress: `${city.description}, ${w.short_address}`,
    ShortAddressRu: `${city.description_ru}, ${w.short_address_ru}`,
    Phone: locker ? '' : '0-800-500-609',
    TypeOfWarehouse: w.type_ref,
    Ref: w.ref,
    Number: w.number,
    CityRef: city.ref,
    CityDescription: city.description,
    CityDescriptionRu: city.description_ru,
    SettlementRef: city.settlement_ref,
    SettlementDescription: city.description,
    SettlementAreaDescription: `${city.area_description} область`,
    SettlementRegionsDescription: '',
    SettlementTypeDescription: 'місто',
    SettlementTypeDescriptionRu: 'город',
    Longitude: w.lng.toFixed(6),
    Latitude: w.lat.toFixed(6),
    PostFinance: locker ? '0' : '1',
    BicycleParking: '0',
    PaymentAccess: '1',
    POSTerminal: locker ? '0' : '1',
    InternationalShipping: locker ? '0' : '1',
    SelfServiceWorkplacesCount: '0',
    TotalMaxWeightAllowed: '0',
    PlaceMaxWeightAllowed: String(w.max_weight),
    SendingLimitationsOnDimensions: locker
      ? { Width: 40, Height: 30, Length: 60 }
      : { Width: 170, Height: 170, Length: 170 },
    ReceivingLimitationsOnDimensions: locker
      ? { Width: 40, Height: 30, Length: 60 }
      : { Width: 170, Height: 170, Length: 170 },
    Reception: locker ? schedule('00:00-23:59', '00:00-23:59') : schedule('08:00-20:00', '09:00-18:00'),
    Delivery: locker ? schedule('00:00-23:59', '00:00-23:59') : schedule('08:00-20:00', '09:00-18:00'),
    Schedule: locker ? schedule('00:00-23:59', '00:00-23:59') : schedule('08:00-20:00', '09:00-18:00'),
    DistrictCode: '',
    WarehouseStatus: 'Working',
    WarehouseStatusDate: '2024-01-01 00:00:00',
    CategoryOfWarehouse: w.category,
    Direct: '',
    RegionCity: `${city.description.toUpperCase()} ПОШТОМАТИ`,
    WarehouseForAgent: '0',
    MaxDeclaredCost: '0',
    DenyToSelect: '0',
    PostMachineType: locker ? 'FullDaySvc' : '',
    PostalCodeUA: '',
    OnlyReceivingParcel: '0',
    WarehouseIndex: `${city.city_id}/${w.number}`,
  };
}

function findCities(ctx: SandboxContext, needle: string): CityRow[] {
  const wanted = lower(needle);
  return allCities(ctx).filter(
    (c) => lower(c.description).startsWith(wanted) || lower(c.description_ru).startsWith(wanted),
  );
}

export const METHODS: Record<string, (ctx: SandboxContext, props: Props) => MethodResult> = {
  'Address.getCities': (ctx, props) => {
    let rows = allCities(ctx);
    if (str(props.Ref)) rows = rows.filter((c) => c.ref === str(props.Ref));
    const find = str(props.FindByString);
    if (find) {
      const found = new Set(findCities(ctx, find).map((c) => c.ref));
      rows = rows.filter((c) => found.has(c.ref));
    }
    const result = paginate(rows, props);
    return { ...result, data: (result.data as CityRow[]).map(cityJson) };
  },

  'Address.searchSettlements': (ctx, props) => {
    const name = str(props.CityName);
    if (!name) return { data: [], errors: ['CityName has invalid length'], errorCodes: ['20000900746'] };
    const counts = ctx.db.prepare(`SELECT COUNT(*) AS n FROM np_warehouses WHERE city_ref = ?`);
    const rows = findCities(ctx, name);
    const page = paginate(rows, props, 50);
    const addresses = (page.data as CityRow[]).map((c) => ({
      Present: `м. ${c.description}, ${c.area_description} обл.`,
      Warehouses: (counts.get(c.ref) as { n: number }).n,
      MainDescription: c.description,
      Area: c.area_description,
      Region: '',
      SettlementTypeCode: 'м.',
      Ref: c.settlement_ref,
      DeliveryCity: c.ref,
      AddressDeliveryAllowed: true,
      StreetsAvailability: true,
      ParentRegionTypes: 'область',
      ParentRegionCode: 'обл.',
      RegionTypes: '',
      RegionTypesCode: '',
    }));
    return { data: [{ TotalCount: rows.length, Addresses: addresses }] };
  },

  'Address.getWarehouses': (ctx, props) => {
    const cities = new Map(allCities(ctx).map((c) => [c.ref, c]));
    let rows = ctx.db
      .prepare(`SELECT * FROM np_warehouses ORDER BY city_ref, category, CAST(number AS INTEGER)`)
      .all() as WarehouseRow[];
    const cityRef = str(props.CityRef);
    const settlementRef = str(props.SettlementRef);
    const cityName = lower(str(props.CityName));
    if (cityRef) rows = rows.filter((w) => w.city_ref === cityRef);
    if (settlementRef) rows = rows.filter((w) => cities.get(w.city_ref)?.settlement_ref === settlementRef);
    if (cityName) {
      rows = rows.filter((w) => {
        const c = cities.get(w.city_ref)!;
        return lower(c.description) === cityName || lower(c.description_ru) === cityName;
      });
    }
    if (str(props.TypeOfWarehouseRef))
      rows = rows.filter((w) => w.type_ref === str(props.TypeOfWarehouseRef));
    if (str(props.WarehouseId)) rows = rows.filter((w) => w.number === str(props.WarehouseId));
    const find = lower(str(props.FindByString));
    if (find) {
      rows = rows.filter((w) =>
        [w.description, w.description_ru, w.short_address, w.short_address_ru, w.number].some((f) =>
          lower(f).includes(find),
        ),
      );
    }
    const result = paginate(rows, props);
    return {
      ...result,
      data: (result.data as WarehouseRow[]).map((w) => warehouseJson(w, cities.get(w.city_ref)!)),
    };
  },

  'Address.getWarehouseTypes': () => ({
    data: Object.values(WAREHOUSE_TYPES).map((t) => ({ Ref: t.ref, Description: t.uk, DescriptionRu: t.ru })),
  }),

  'Address.getStreet': (ctx, props) => {
    const cityRef = str(props.CityRef);
    if (!cityRef) return { data: [], errors: ['CityRef is empty'], errorCodes: ['20000900748'] };
    let rows = ctx.db
      .prepare(`SELECT * FROM np_streets WHERE city_ref = ? ORDER BY description`)
      .all(cityRef) as {
      ref: string;
      description: string;
      description_ru: string;
      type: StreetType;
    }[];
    const find = lower(str(props.FindByString));
    if (find)
      rows = rows.filter(
        (s) => lower(s.description).includes(find) || lower(s.description_ru).includes(find),
      );
    const result = paginate(rows, props);
    return {
      ...result,
      data: (result.data as typeof rows).map((s) => ({
        Description: s.description,
        Ref: s.ref,
        StreetsTypeRef: s.type,
        StreetsType: STREET_TYPES[s.type].uk,
      })),
    };
  },

  'TrackingDocument.getStatusDocuments': (ctx, props) => {
    const documents = Array.isArray(props.Documents)
      ? (props.Documents as { DocumentNumber?: unknown; Phone?: unknown }[])
      : [];
    if (documents.length === 0)
      return { data: [], errors: ['Documents is empty'], errorCodes: ['20000200161'] };
    if (documents.length > 100)
      return { data: [], errors: ['Documents limit exceeded (max 100)'], errorCodes: [] };
    return { data: documents.map((d) => documentStatus(ctx, str(d.DocumentNumber), str(d.Phone))) };
  },
};
