import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import defaultLoader from 'next/dist/shared/lib/image-loader';
import { imageSources } from './image-sources';

/*
 * The shop's pictures must ask the optimiser for exactly what next/image would: a width or quality
 * next.config.js does not allow answers 400, and a different srcset would change what each screen
 * downloads. next/image's own attribute builder (its internal module: the public getImageProps reads
 * a configuration only the build provides) is given the shop's configuration, and both are compared.
 */
const images = jest.requireActual<{ images: typeof imageConfigDefault }>('../../../next.config.js').images;
const imgConf = {
  ...imageConfigDefault,
  ...images,
  deviceSizes: [...images.deviceSizes].sort((a, b) => a - b),
  allSizes: [...images.deviceSizes, ...images.imageSizes].sort((a, b) => a - b),
};

function nextImage(
  src: string,
  sizes: string | undefined,
  size: { fill: true } | { width: number; height: number },
) {
  const { props } = getImgProps(
    { src, alt: '', sizes, quality: 80, ...size },
    { defaultLoader, imgConf: imgConf as never },
  );
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
}

const UPLOAD = 'http://localhost:4000/wp-content/uploads/2026/01/velvet-amber-07.png';

test.each([
  ['a product card', '(max-width: 767px) 50vw, (max-width: 1199px) 33vw, 300px', { fill: true } as const],
  ['the product photo', '(max-width: 767px) 100vw, 50vw', { fill: true } as const],
  ['an article picture', '(max-width: 860px) 100vw, 860px', { width: 1200, height: 675 }],
  ['a hero picture hidden on phones', '(min-width: 1024px) 15vw, 1px', { width: 240, height: 240 }],
])('%s asks for the widths and URLs next/image would', (_, sizes, size) => {
  const ours = imageSources(UPLOAD, sizes);
  expect(ours).toEqual(nextImage(UPLOAD, sizes, size));
  expect(ours.srcSet).toContain('/_next/image?url=http%3A%2F%2Flocalhost%3A4000%2Fwp-content');
});

// A picture drawn at one width on every screen: next/image given its width and no `sizes` offers it
// at 1x and 2x (two URLs, not twelve widths).
test.each([
  ['a gallery thumbnail', 72, 90],
  ['a mega menu tile', 120, 120],
  ['a search suggestion', 48, 48],
  ['a picture as wide as the widest width', 1536, 1536],
])('%s (sizes in px only) asks for what next/image would at 1x and 2x', (_, width, height) => {
  const ours = imageSources(UPLOAD, `${width}px`);
  expect(ours).toEqual(nextImage(UPLOAD, undefined, { width, height }));
  expect(ours.srcSet!.split(', ').length).toBeLessThanOrEqual(2);
});

test('a query string, a local file and an SVG are treated as next/image treats them', () => {
  for (const src of [`${UPLOAD}?ver=2`, '/icons/icon-192.png', 'http://localhost:4000/logo.svg']) {
    expect(imageSources(src, '96px')).toEqual(nextImage(src, undefined, { width: 96, height: 96 }));
  }
  expect(imageSources('http://localhost:4000/logo.svg', '96px')).toEqual({
    src: 'http://localhost:4000/logo.svg',
  });
});
