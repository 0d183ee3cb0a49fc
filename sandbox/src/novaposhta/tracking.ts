import type { SandboxContext } from '../context';

/** Status texts of TrackingDocument.getStatusDocuments by StatusCode. */
const STATUS_TEXT: Record<string, string> = {
  '1': 'Відправник самостійно створив цю накладну, але ще не надав до відправки',
  '2': 'Видалено',
  '4': 'Відправлення у місті відправника',
  '41': 'Відправлення у місті відправника',
  '5': 'Відправлення прямує до міста одержувача',
  '6': 'Відправлення у місті одержувача, очікуйте додаткове повідомлення про прибуття',
  '7': 'Прибув на відділення',
  '8': 'Прибув на відділення (завантажено в Поштомат)',
  '9': 'Відправлення отримано',
  '10': 'Відправлення отримано. Протягом доби ви одержите SMS-повідомлення про надходження грошового переказу',
  '11': 'Відправлення отримано. Грошовий переказ видано одержувачу',
  '12': 'Нова Пошта комплектує ваше відправлення',
  '101': 'На шляху до одержувача',
  '102': 'Відмова від отримання (Відправником створено замовлення на повернення)',
  '103': 'Відмова одержувача (отримувач відмовився від відправлення)',
  '104': 'Змінено адресу',
  '105': 'Припинено зберігання',
  '106': 'Одержано і створено ЄН зворотньої доставки',
  '111': "Невдала спроба доставки через відсутність Одержувача на адресі або зв'язку з ним",
  '112': 'Дата доставки перенесена Одержувачем',
};

/** Codes at which the parcel has arrived, and at which it has been collected. */
const ARRIVED = new Set(['7', '8', '9', '10', '11', '106']);
const RECEIVED = new Set(['9', '10', '11', '106']);

/**
 * A waybill whose status moves on by itself (stored as status `journey`): created, in the sender's
 * city, heading to the city, at the branch, received — one step a minute from its creation, so a
 * demo or a test can watch a parcel travel.
 */
export const JOURNEY = ['1', '4', '5', '7', '9'] as const;
export const JOURNEY_STEP_MS = 60_000;

export interface TrackingDocumentInput {
  number: string;
  /** A StatusCode, or `journey` for a waybill that advances with time (JOURNEY). */
  statusCode: string | number;
  /** City Ref or its Ukrainian name (e.g. "Київ"). */
  city: string;
  phone?: string;
  /** The branch or parcel locker by its description (as an order's address names it); else a branch of the city. */
  warehouse?: string;
  /** When the waybill was created; defaults to now. */
  createdAt?: Date;
}

/** Nova Poshta's dates are Kyiv wall-clock times, without a zone. */
const KYIV = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const kyiv = (d: Date) =>
  Object.fromEntries(KYIV.formatToParts(d).map((p) => [p.type, p.value])) as Record<string, string>;
/** Nova Poshta mixes date formats across fields; these are the ones it uses for each. */
const dmy = (d: Date) => {
  const k = kyiv(d);
  return `${k.day}-${k.month}-${k.year} ${k.hour}:${k.minute}:${k.second}`;
};
const ymd = (d: Date) => {
  const k = kyiv(d);
  return `${k.year}-${k.month}-${k.day} ${k.hour}:${k.minute}:${k.second}`;
};
const dotted = (d: Date) => dmy(d).replace(/-/g, '.');
const plusHours = (d: Date, h: number) => new Date(d.getTime() + h * 3600_000);
/** `dmy` read back: the Kyiv wall clock → the instant. */
const fromDmy = (text: string) => {
  const [d, m, y, hh, mm, ss] = text.split(/[- :]/).map(Number);
  const asUtc = Date.UTC(y, m - 1, d, hh, mm, ss);
  const k = kyiv(new Date(asUtc));
  const offset = Date.UTC(+k.year, +k.month - 1, +k.day, +k.hour, +k.minute, +k.second) - asUtc;
  return new Date(asUtc - offset);
};

/** Seeded waybills get a fixed creation time so the seed stays deterministic. */
const SEED_CREATED = new Date('2026-05-18T09:30:00Z');

/** Lets other sandbox modules (orders) create a waybill the tracking API will then report. */
export function registerTrackingDocument(ctx: SandboxContext, input: TrackingDocumentInput): void {
  const { db } = ctx;
  const city = db
    .prepare(`SELECT ref FROM np_cities WHERE ref = ? OR description = ? OR description_ru = ?`)
    .get(input.city, input.city, input.city) as { ref: string } | undefined;
  if (!city) throw new Error(`novaposhta: unknown city ${input.city}`);
  const named = input.warehouse
    ? (db
        .prepare(`SELECT ref FROM np_warehouses WHERE city_ref = ? AND description = ?`)
        .get(city.ref, input.warehouse) as { ref: string } | undefined)
    : undefined;
  const warehouse =
    named ??
    (db
      .prepare(
        `SELECT ref FROM np_warehouses WHERE city_ref = ? AND category = 'Branch' ORDER BY site_key LIMIT 1 OFFSET 1`,
      )
      .get(city.ref) as { ref: string } | undefined);
  const code = String(input.statusCode);
  const created = input.createdAt ?? (/^2045/.test(input.number) ? SEED_CREATED : new Date());
  const scheduled = plusHours(created, 48);
  db.prepare(
    `INSERT OR REPLACE INTO np_documents (number, status_code, city_ref, warehouse_ref, phone, date_created,
       scheduled_delivery, actual_delivery, recipient_datetime) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    input.number,
    code,
    city.ref,
    warehouse?.ref ?? null,
    input.phone ?? null,
    dmy(created),
    dmy(scheduled),
    ARRIVED.has(code) ? ymd(plusHours(created, 44)) : null,
    RECEIVED.has(code) ? dotted(plusHours(created, 50)) : null,
  );
}

/** Where a journey waybill is now, and when it reached the branch and the recipient. */
function journeyAt(created: Date, now: Date) {
  const steps = Math.floor((now.getTime() - created.getTime()) / JOURNEY_STEP_MS);
  const code = JOURNEY[Math.min(Math.max(steps, 0), JOURNEY.length - 1)];
  const at = (step: number) => new Date(created.getTime() + step * JOURNEY_STEP_MS);
  return {
    code,
    arrived: ARRIVED.has(code) ? ymd(at(JOURNEY.indexOf('7'))) : '',
    received: RECEIVED.has(code) ? dotted(at(JOURNEY.indexOf('9'))) : '',
  };
}

const phoneDigits = (phone: string) => phone.replace(/\D/g, '').slice(-9);

interface DocumentRow {
  number: string;
  status_code: string;
  date_created: string;
  scheduled_delivery: string | null;
  actual_delivery: string | null;
  recipient_datetime: string | null;
  city_ref: string;
  city: string;
  warehouse_ref: string | null;
  warehouse: string | null;
  warehouse_number: string | null;
  phone: string | null;
}

/**
 * One document as getStatusDocuments answers it. The sender's or recipient's phone (`phone`, any
 * format; the last 9 digits are compared) unlocks the personal fields, as on the real API.
 */
export function documentStatus(ctx: SandboxContext, number: string, phone = '', now = new Date()) {
  const row = ctx.db
    .prepare(
      `SELECT d.*, c.description AS city, w.description AS warehouse, w.number AS warehouse_number
       FROM np_documents d JOIN np_cities c ON c.ref = d.city_ref LEFT JOIN np_warehouses w ON w.ref = d.warehouse_ref
       WHERE d.number = ?`,
    )
    .get(number) as DocumentRow | undefined;
  if (!row) {
    return { Number: number, StatusCode: '3', Status: 'Номер не найден' };
  }
  const journey = row.status_code === 'journey' ? journeyAt(fromDmy(row.date_created), now) : null;
  const code = journey?.code ?? row.status_code;
  const unlocked =
    Boolean(row.phone) &&
    phoneDigits(phone).length === 9 &&
    phoneDigits(phone) === phoneDigits(row.phone ?? '');
  return {
    Number: row.number,
    StatusCode: code,
    Status: STATUS_TEXT[code] ?? '',
    DateCreated: row.date_created,
    ScheduledDeliveryDate: row.scheduled_delivery ?? '',
    ActualDeliveryDate: journey ? journey.arrived : (row.actual_delivery ?? ''),
    RecipientDateTime: journey ? journey.received : (row.recipient_datetime ?? ''),
    CitySender: 'Київ',
    CityRecipient: row.city,
    RefCityRecipient: row.city_ref,
    WarehouseRecipient: row.warehouse ?? '',
    WarehouseRecipientNumber: Number(row.warehouse_number ?? 0),
    WarehouseRecipientRef: row.warehouse_ref ?? '',
    ServiceType: 'WarehouseWarehouse',
    PayerType: 'Recipient',
    PaymentMethod: 'Cash',
    CargoType: 'Parcel',
    DocumentWeight: 0.5,
    SeatsAmount: '1',
    ...(unlocked
      ? { PhoneRecipient: row.phone!.replace(/\D/g, ''), RecipientAddress: row.warehouse ?? '' }
      : {}),
  };
}
