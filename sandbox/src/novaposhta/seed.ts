import type { SandboxContext } from '../context';
import { CITIES, COMMON_STREETS, STREET_TYPES, type StreetSeed } from './cities';
import { seededRandom, stableRef, WAREHOUSE_TYPES } from './refs';
import { registerTrackingDocument } from './tracking';

function pickStreets(city: (typeof CITIES)[number], random: () => number): StreetSeed[] {
  const pool = COMMON_STREETS.filter((street) => street.uk !== city.main.uk);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  const count = 14 + Math.floor(random() * 16);
  return [city.main, ...pool.slice(0, count)];
}

const address = (street: StreetSeed, house: number, lang: 'uk' | 'ru') =>
  `${STREET_TYPES[street.type][lang]} ${street[lang]}, ${house}`;

/** Waybills in the statuses the storefront's tracking page shows: packed (1, 12), sent (5, 7), delivered (9). */
const SEEDED_DOCUMENTS = [
  { number: '20450000000011', statusCode: '1', city: 'Київ' },
  { number: '20450000000012', statusCode: '12', city: 'Львів' },
  { number: '20450000000013', statusCode: '5', city: 'Одеса' },
  { number: '20450000000014', statusCode: '7', city: 'Харків' },
  { number: '20450000000015', statusCode: '9', city: 'Дніпро' },
];

/** 22 regional centres with branches, parcel lockers and streets; Refs derive from names, so they never change. */
export function seedNovaposhta(ctx: SandboxContext): void {
  const { db } = ctx;
  const insertCity = db.prepare(
    `INSERT INTO np_cities VALUES (@ref, @settlementRef, @cityId, @uk, @ru, @areaRef, @areaUk, @areaRu, @lat, @lng)`,
  );
  const insertStreet = db.prepare(`INSERT INTO np_streets VALUES (?, ?, ?, ?, ?)`);
  const insertWarehouse = db.prepare(
    `INSERT INTO np_warehouses VALUES (@ref, @cityRef, @siteKey, @number, @typeRef, @category, @description,
       @descriptionRu, @short, @shortRu, @maxWeight, @lat, @lng)`,
  );
  let siteKey = 100;
  db.transaction(() => {
    CITIES.forEach((city, index) => {
      const ref = stableRef('np-city', city.uk);
      const random = seededRandom(`np-${city.uk}`);
      insertCity.run({
        ...city,
        ref,
        settlementRef: stableRef('np-settlement', city.uk),
        cityId: index + 1,
        areaRef: stableRef('np-area', city.areaUk),
      });
      const streets = pickStreets(city, random);
      for (const street of streets) {
        insertStreet.run(stableRef('np-street', city.uk, street.uk), ref, street.uk, street.ru, street.type);
      }
      const place = () => {
        const street = streets[Math.floor(random() * streets.length)];
        const house = 1 + Math.floor(random() * 150);
        return { short: address(street, house, 'uk'), shortRu: address(street, house, 'ru') };
      };
      const jitter = () => (random() - 0.5) * 0.08;
      for (let n = 1; n <= city.branches; n++) {
        const at = place();
        const cargo = n === 1 && city.branches >= 20;
        const limit = cargo ? 1100 : n % 3 === 0 ? 10 : 30;
        insertWarehouse.run({
          ref: stableRef('np-warehouse', city.uk, n),
          cityRef: ref,
          siteKey: siteKey++,
          number: String(n),
          typeRef: cargo ? WAREHOUSE_TYPES.cargo.ref : WAREHOUSE_TYPES.branch.ref,
          category: 'Branch',
          description: `${cargo ? 'Вантажне відділення' : 'Відділення'} №${n} (до ${limit} кг): ${at.short}`,
          descriptionRu: `${cargo ? 'Грузовое отделение' : 'Отделение'} №${n} (до ${limit} кг): ${at.shortRu}`,
          ...at,
          maxWeight: limit,
          lat: city.lat + jitter(),
          lng: city.lng + jitter(),
        });
      }
      for (let k = 1; k <= city.lockers; k++) {
        const at = place();
        const number = String(5000 + (index + 1) * 100 + k);
        insertWarehouse.run({
          ref: stableRef('np-locker', city.uk, k),
          cityRef: ref,
          siteKey: siteKey++,
          number,
          typeRef: WAREHOUSE_TYPES.locker.ref,
          category: 'Postomat',
          description: `Поштомат "Нова Пошта" №${number}: ${at.short}`,
          descriptionRu: `Почтомат "Новая Почта" №${number}: ${at.shortRu}`,
          ...at,
          maxWeight: 20,
          lat: city.lat + jitter(),
          lng: city.lng + jitter(),
        });
      }
    });
    for (const doc of SEEDED_DOCUMENTS) registerTrackingDocument(ctx, doc);
  })();
}
