import { isShown, type AcfField } from './definition';
import { graphqlFieldName } from './names';

type Stored = Record<string, unknown>;

/** Resolves an attachment id to the media row the MediaItem resolvers read, or null. */
export type MediaLookup = (id: number) => unknown;

const empty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * An ACF value as stored (keyed by ACF field names, images as attachment ids) → the value
 * WPGraphQL for ACF 2.x answers: camelCase keys, numbers as Float, true/false always a Boolean,
 * select/checkbox as lists, image/file as `{node}` edges, gallery as `{nodes}`.
 */
export function formatFields(fields: AcfField[], stored: unknown, media: MediaLookup): Stored | null {
  if (!stored || typeof stored !== 'object') return null;
  const values = stored as Stored;
  const out: Stored = {};
  for (const field of fields.filter(isShown)) {
    out[graphqlFieldName(field)] = formatValue(field, values[field.name], media);
  }
  return out;
}

function formatValue(field: AcfField, raw: unknown, media: MediaLookup): unknown {
  switch (field.type) {
    case 'group':
      return formatFields(field.sub_fields ?? [], raw, media);
    case 'repeater':
      return Array.isArray(raw) && raw.length
        ? raw.map((row) => formatFields(field.sub_fields ?? [], row, media))
        : null;
    case 'number':
    case 'range':
      // PHP's empty() drops the stored "0" too: a real site answers a Number field of 0 as null.
      return empty(raw) || !Number.isFinite(Number(raw)) || Number(raw) === 0 ? null : Number(raw);
    case 'true_false':
      return Boolean(raw) && raw !== '0';
    case 'select':
    case 'checkbox':
      if (empty(raw) && !Array.isArray(raw)) return null;
      return Array.isArray(raw) ? raw.map(String) : [String(raw)];
    case 'image':
    case 'file': {
      const node = empty(raw) ? null : media(Number(raw));
      return node ? { node } : null;
    }
    case 'gallery':
      return Array.isArray(raw) ? { nodes: raw.map((id) => media(Number(id))).filter(Boolean) } : null;
    case 'link':
      return raw && typeof raw === 'object' ? raw : null;
    default:
      return empty(raw) ? null : String(raw);
  }
}

/**
 * The inverse for seeds written in GraphQL's shape (camelCase keys): values keyed by ACF names, as
 * ACF stores them. `image` values (upload paths) become attachment ids through `attach`.
 */
export function toStored(fields: AcfField[], value: unknown, attach: (path: string) => number): Stored {
  const source = (value ?? {}) as Stored;
  const out: Stored = {};
  for (const field of fields) {
    const raw = source[graphqlFieldName(field)] ?? source[field.name];
    if (raw === undefined) continue;
    if (field.type === 'group') out[field.name] = toStored(field.sub_fields ?? [], raw, attach);
    else if (field.type === 'repeater')
      out[field.name] = Array.isArray(raw)
        ? raw.map((row) => toStored(field.sub_fields ?? [], row, attach))
        : [];
    else if ((field.type === 'image' || field.type === 'file') && typeof raw === 'string')
      out[field.name] = attach(raw);
    else out[field.name] = raw;
  }
  return out;
}
