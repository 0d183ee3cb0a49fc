// Step 2: the demo shop's pictures as media attachments. The sandbox draws them on request
// (/wp-content/uploads/generated/<seed>[-<w>x<h>].png); here each is drawn the same way and uploaded
// once, raw, to /wp/v2/media. Products then refer to the attachment by id: a `src` URL would make
// WordPress download it over HTTP, which a site without internet access cannot do.
import { renderPlaceholder, PLACEHOLDER_DEFAULT } from '../../../sandbox/src/wordpress/placeholder';
import type { SeedRun } from './context';
import { limiter } from './rest';

interface GeneratedImage {
  seed: string;
  width: number;
  height: number;
  filename: string;
}

/** `<seed>-<w>x<h>.png` or `<seed>.png` (800 px square), as the sandbox's uploads route reads them. */
export function generatedImage(path: string): GeneratedImage | null {
  const name = path.split('/').pop() ?? '';
  const sized = /^(.+)-(\d+)x(\d+)\.png$/.exec(name);
  if (sized) {
    const [, seed, width, height] = sized;
    return { seed, width: Number(width), height: Number(height), filename: `${seed}.png` };
  }
  const plain = /^(.+)\.png$/.exec(name);
  if (!plain) return null;
  return { seed: plain[1], width: PLACEHOLDER_DEFAULT, height: PLACEHOLDER_DEFAULT, filename: name };
}

/** Every picture the catalogue shows: product galleries, variations, categories. */
export function catalogImagePaths(run: SeedRun): string[] {
  const { shop } = run;
  return [
    ...new Set([
      ...shop.products.flatMap((p) => p.images.map((image) => image.path)),
      ...shop.variations.map((v) => v.image_path).filter(Boolean),
      ...shop.categories.map((c) => c.image_path).filter((path): path is string => Boolean(path)),
    ]),
  ];
}

/** Uploads the paths not uploaded yet; drawing runs ahead of the uploads so PHP never waits. */
export async function uploadImages(run: SeedRun, paths: string[]): Promise<number> {
  const drawAndUpload = limiter(6);
  let uploaded = 0;
  await Promise.all(
    paths
      .filter((path) => !run.ids.media.has(path))
      .map((path) =>
        drawAndUpload(async () => {
          const image = generatedImage(path);
          if (!image) {
            run.problems.push(`image ${path}: not a generated picture, not uploaded`);
            return;
          }
          const png = await renderPlaceholder(image.seed, image.width, image.height);
          const media = await run.client.upload<{ id: number }>(
            '/wp/v2/media',
            png,
            image.filename,
            'image/png',
          );
          run.ids.media.set(path, media.id);
          uploaded += 1;
        }),
      ),
  );
  return uploaded;
}
