/**
 * The shop's place on a map, read from the options page's `mapUrl` (a Google Maps or OpenStreetMap
 * link an editor pastes). The contacts popup links to the URL as given, and embeds OpenStreetMap's
 * own embed page only when the shopper asks for it (no third-party script, one framed host).
 */
export type MapLocation = { lat: number; lon: number };

export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

const PAIR = /(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)/;

function valid(lat: number, lon: number): MapLocation | null {
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

/** `?q=50.42,30.51`, `?ll=…`, `/@50.42,30.51,17z`, OpenStreetMap's `?mlat=…&mlon=…` or `#map=17/50.42/30.51`. */
export function mapLocationFrom(mapUrl: string): MapLocation | null {
  let url: URL;
  try {
    url = new URL(mapUrl);
  } catch {
    return null;
  }
  const mlat = url.searchParams.get('mlat');
  const mlon = url.searchParams.get('mlon');
  if (mlat && mlon && Number.isFinite(Number(mlat)) && Number.isFinite(Number(mlon))) {
    return valid(Number(mlat), Number(mlon));
  }
  for (const key of ['q', 'll', 'query', 'center']) {
    const match = PAIR.exec(url.searchParams.get(key) ?? '');
    if (match) return valid(Number(match[1]), Number(match[2]));
  }
  const at = /@(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)/.exec(url.pathname);
  if (at) return valid(Number(at[1]), Number(at[2]));
  const hash = /map=\d+\/(-?\d{1,2}(?:\.\d+)?)\/(-?\d{1,3}(?:\.\d+)?)/.exec(url.hash);
  return hash ? valid(Number(hash[1]), Number(hash[2])) : null;
}

/** OpenStreetMap's embed page around the point, with a marker on it. */
export function mapEmbedUrl({ lat, lon }: MapLocation): string {
  const d = 0.006;
  const bbox = [lon - d, lat - d / 2, lon + d, lat + d / 2].map((n) => n.toFixed(5)).join(',');
  return `${MAP_EMBED_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}
