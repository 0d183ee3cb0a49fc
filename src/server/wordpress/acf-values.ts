/**
 * Readers for ACF values as WPGraphQL for ACF answers them. A shop owner may pick a different ACF
 * field type than the repository's definition (Text for a Select, Number for Text): every reader
 * accepts the shapes such a choice produces, and notes in `problems` a value it cannot use (with
 * its path), which then counts as empty. The mapping never throws on a shape, so a surprise in one
 * field empties that field instead of the whole header, footer or wheel.
 */
export type Problems = string[];

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** Text, Select (`[String]`: its first choice), Number or True/False read as text. */
export function acfText(value: unknown, path: string, problems: Problems): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? '1' : '';
  if (Array.isArray(value)) {
    const first = value.find((item) => item !== null && item !== undefined && item !== '');
    return first === undefined ? '' : acfText(first, `${path}[0]`, problems);
  }
  problems.push(`${path}: expected text or a select's choices, got ${describe(value)}`);
  return '';
}

/** Number (Float), or text holding a number; null when empty. */
export function acfNumber(value: unknown, path: string, problems: Problems): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.length ? acfNumber(value[0], `${path}[0]`, problems) : null;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (Number.isFinite(n)) return n;
  problems.push(
    `${path}: expected a number, got ${describe(value)}${typeof value === 'string' ? ` "${value}"` : ''}`,
  );
  return null;
}

/** True/False, or the "1"/"0" a Text or Select field would hold; null when empty. */
export function acfBoolean(value: unknown, path: string, problems: Problems): boolean | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length ? acfBoolean(value[0], `${path}[0]`, problems) : null;
  const text = String(value).trim().toLowerCase();
  if (['1', 'true', 'yes'].includes(text)) return true;
  if (['0', 'false', 'no'].includes(text)) return false;
  problems.push(`${path}: expected true/false, got ${describe(value)}`);
  return null;
}

/**
 * Image: WPGraphQL for ACF 2.x answers a media edge `{node {sourceUrl}}`; 0.x answered the media item
 * itself, and a URL field a string. Each gives the image's URL.
 */
export function acfImageUrl(value: unknown, path: string, problems: Problems): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'object' && !Array.isArray(value)) {
    const record = value as { node?: unknown; sourceUrl?: unknown };
    const media = (record.node ?? record) as { sourceUrl?: unknown } | null;
    if (media && typeof media.sourceUrl === 'string') return media.sourceUrl.trim();
    if (media && media.sourceUrl == null) return '';
  }
  problems.push(`${path}: expected an image ({node {sourceUrl}}), got ${describe(value)}`);
  return '';
}

/** Repeater rows (nulls dropped); a single row where a repeater was expected is taken as one row. */
export function acfRows<T>(value: unknown, path: string, problems: Problems): T[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.filter((row): row is T => row !== null && typeof row === 'object');
  problems.push(`${path}: expected repeater rows, got ${describe(value)}`);
  return [];
}

/** Logs what could not be used, once per mapping, naming the ACF field paths. */
export function reportProblems(what: string, problems: Problems): void {
  if (problems.length) {
    console.error(`WordPress ${what}: ignored values the shop cannot use — ${problems.join('; ')}`);
  }
}
