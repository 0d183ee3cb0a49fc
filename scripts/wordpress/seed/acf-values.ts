// The options pages' values and the prize wheels' prizes, written by ACF's own update_field
// (wordpress/local/setup/fill-acf-fields.php): neither WP REST nor WPGraphQL for ACF writes an options
// page or ACF PRO's repeater rows. The values are the sandbox's demo data, field names as ACF stores them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { OPTIONS, WHEELS } from '../../../sandbox/src/wordpress/seed-options';
import type { Lang } from '../../../sandbox/src/wordpress/seed-post-texts';
import type { RestClient } from './rest';

/** Where each language's options page keeps its values (wordpress/acf-json/ui_options_page_*.json). */
const OPTIONS_STORAGE: Record<Lang, string> = { uk: 'options', en: 'site_options_en', ru: 'site_options_ru' };

interface AcfEntry {
  group: string;
  id: string | number;
  values: Record<string, unknown>;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The seed's camelCase records as ACF field names; `image` paths become attachment ids. */
function acfShape(value: unknown, imageId: (file: string) => number): unknown {
  if (Array.isArray(value)) return value.map((item) => acfShape(item, imageId));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      snake(key),
      key === 'image' && typeof inner === 'string' ? imageId(inner) : acfShape(inner, imageId),
    ]),
  );
}

/** Attachment ids of the header's product pictures, which the commerce seed uploaded. */
async function headerImageIds(rest: RestClient): Promise<Map<string, number>> {
  const files = new Set(
    Object.values(OPTIONS).flatMap((options) => options.header.products.map((product) => product.image)),
  );
  const ids = new Map<string, number>();
  for (const file of files) {
    const slug = path.basename(file, path.extname(file));
    const found = await rest.json<{ id: number }[]>('GET', `/wp/v2/media?slug=${encodeURIComponent(slug)}`);
    if (!found[0])
      throw new Error(`options page picture ${file}: no media item ${slug} (commerce seed first)`);
    ids.set(file, found[0].id);
  }
  return ids;
}

export async function acfEntries(
  rest: RestClient,
  wheelIds: Partial<Record<Lang, number>>[],
): Promise<AcfEntry[]> {
  const images = await headerImageIds(rest);
  const imageId = (file: string) => images.get(file) ?? 0;
  const options = (Object.keys(OPTIONS) as Lang[]).map((lang) => ({
    group: 'group_options_fields',
    id: OPTIONS_STORAGE[lang],
    values: acfShape(OPTIONS[lang], imageId) as Record<string, unknown>,
  }));
  const wheels = WHEELS.flatMap((wheel, index) =>
    (Object.entries(wheelIds[index] ?? {}) as [Lang, number][]).map(([lang, id]) => ({
      group: 'group_wheel_fields',
      id,
      values: {
        prizes: wheel.prizes.map(({ label, discountType, amount, weight }) => ({
          label: label[lang],
          discount_type: discountType,
          amount,
          weight,
        })),
      },
    })),
  );
  return [...options, ...wheels];
}

export function fillAcfFields(root: string, siteDir: string, url: string, entries: AcfEntry[]): string {
  const run = spawnSync('php', [path.join(root, 'wordpress/local/setup/fill-acf-fields.php'), siteDir, url], {
    encoding: 'utf8',
    cwd: root,
    env: { ...process.env, STOREFRONT_ACF_VALUES: JSON.stringify(entries) },
  });
  if (run.status !== 0) throw new Error(`fill-acf-fields.php failed:\n${run.stdout}${run.stderr}`);
  return run.stdout.trim();
}
