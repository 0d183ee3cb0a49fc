/** Nova Poshta's reference data (cities, warehouses, streets) and the waybills the sandbox knows. */
export const novaposhtaSchema = `
CREATE TABLE IF NOT EXISTS np_cities (
  ref TEXT PRIMARY KEY,
  settlement_ref TEXT NOT NULL,
  city_id INTEGER NOT NULL,
  description TEXT NOT NULL,
  description_ru TEXT NOT NULL,
  area_ref TEXT NOT NULL,
  area_description TEXT NOT NULL,
  area_description_ru TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS np_warehouses (
  ref TEXT PRIMARY KEY,
  city_ref TEXT NOT NULL,
  site_key INTEGER NOT NULL,
  number TEXT NOT NULL,
  type_ref TEXT NOT NULL,
  category TEXT NOT NULL,
  description TEXT NOT NULL,
  description_ru TEXT NOT NULL,
  short_address TEXT NOT NULL,
  short_address_ru TEXT NOT NULL,
  max_weight INTEGER NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS np_warehouses_city ON np_warehouses (city_ref);
CREATE TABLE IF NOT EXISTS np_streets (
  ref TEXT PRIMARY KEY,
  city_ref TEXT NOT NULL,
  description TEXT NOT NULL,
  description_ru TEXT NOT NULL,
  type TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS np_documents (
  number TEXT PRIMARY KEY,
  status_code TEXT NOT NULL,
  city_ref TEXT NOT NULL,
  warehouse_ref TEXT,
  phone TEXT,
  date_created TEXT NOT NULL,
  scheduled_delivery TEXT,
  actual_delivery TEXT,
  recipient_datetime TEXT
);
`;
