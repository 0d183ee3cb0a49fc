import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { getSiteOptions } from './options';
import { getPageBySlug } from './pages';
import { listWheels } from './wheels';

let sandbox: SandboxProcess;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
});
afterAll(() => sandbox.close());

describe('WordPress content through the schema generated from wordpress/', () => {
  it('finds each translation of a page sharing its slug, and nothing for an unknown slug', async () => {
    const [uk, en, ru] = await Promise.all(['uk', 'en', 'ru'].map((l) => getPageBySlug('about', l as 'uk')));
    expect([uk?.id, en?.id, ru?.id].every(Boolean)).toBe(true);
    expect(new Set([uk?.id, en?.id, ru?.id]).size).toBe(3);
    expect(en?.translations.map((t) => t.lng).sort()).toEqual(['ru', 'uk']);
    expect(await getPageBySlug('no-such-page', 'en')).toBeNull();
  });

  it('reads the options page: select, number and image fields in their ACF 2.x shapes', async () => {
    const options = await getSiteOptions('en');
    expect(options.buttonType).toBe('consultation');
    expect(options.socials.map((s) => s.name)).toEqual(['instagram', 'telegram', 'tiktok', 'youtube']);
    expect(options.headerProducts[0]).toEqual({
      slug: 'velvet-amber-07',
      title: 'Velvet Amber 07',
      image: `${sandbox.url}/wp-content/uploads/generated/velvet-amber-07-1.png`,
      price: '2450',
    });
  });

  it('reads the wheels with their select fields as single choices', async () => {
    const wheels = await listWheels('ru');
    expect(wheels.map((w) => w.openCondition).sort()).toEqual(['after_purchase', 'site_open']);
    expect(wheels.flatMap((w) => w.prizes.map((p) => p.discountType))).toContain('free_shipping');
  });
});
