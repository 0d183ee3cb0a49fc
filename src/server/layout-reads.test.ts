import { EMPTY_SITE_OPTIONS, type SiteOptions } from '@/domain/content/site-options';
import { forgetCachedPages } from '@/server/page-cache/page-cache';
import { listHeaderProductTiles } from '@/server/woocommerce/header-products';
import { listGiftCards } from '@/server/woocommerce/special-products';
import { getSiteOptions } from '@/server/wordpress/options';
import { listWheels } from '@/server/wordpress/wheels';
import { layoutReads } from './layout-reads';

/*
 * The layout's reads are made once for renders in a row, not once per page, and a staff edit still
 * reaches the next page as soon as its webhook empties the kept pages; a read that fails falls back
 * for that page only.
 */

jest.mock('@/server/wordpress/options', () => ({ getSiteOptions: jest.fn() }));
jest.mock('@/server/wordpress/wheels', () => ({ listWheels: jest.fn() }));
jest.mock('@/server/woocommerce/header-products', () => ({ listHeaderProductTiles: jest.fn() }));
jest.mock('@/server/woocommerce/special-products', () => ({ listGiftCards: jest.fn() }));

const options = (phone: string): SiteOptions => ({
  ...EMPTY_SITE_OPTIONS,
  contacts: { ...EMPTY_SITE_OPTIONS.contacts, phone },
});

beforeEach(() => {
  forgetCachedPages();
  jest.mocked(getSiteOptions).mockReset().mockResolvedValue(options('+380441234567'));
  jest.mocked(listWheels).mockReset().mockResolvedValue([]);
  jest.mocked(listHeaderProductTiles).mockReset().mockResolvedValue([]);
  jest.mocked(listGiftCards).mockReset().mockResolvedValue([]);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('reads the options, products, gift cards and wheels once for renders in a row, per language', async () => {
  await layoutReads('uk');
  await layoutReads('uk');
  await layoutReads('en');
  expect(getSiteOptions).toHaveBeenCalledTimes(2);
  expect(jest.mocked(getSiteOptions).mock.calls).toEqual([['uk'], ['en']]);
  expect(listWheels).toHaveBeenCalledTimes(2);
  expect(listHeaderProductTiles).toHaveBeenCalledTimes(2);
  expect(listGiftCards).toHaveBeenCalledTimes(2);
});

it('shows a staff edit on the next page once its webhook has emptied the kept pages', async () => {
  expect((await layoutReads('uk')).options.contacts.phone).toBe('+380441234567');
  jest.mocked(getSiteOptions).mockResolvedValue(options('+380449999999'));
  expect((await layoutReads('uk')).options.contacts.phone).toBe('+380441234567');
  forgetCachedPages();
  expect((await layoutReads('uk')).options.contacts.phone).toBe('+380449999999');
});

it('falls back for one page when WordPress cannot answer, and reads again for the next', async () => {
  jest.mocked(getSiteOptions).mockRejectedValueOnce(new Error('WordPress timed out'));
  jest.mocked(listWheels).mockRejectedValueOnce(new Error('WordPress timed out'));
  const degraded = await layoutReads('uk');
  expect(degraded.options).toEqual(EMPTY_SITE_OPTIONS);
  expect(degraded.wheels).toEqual([]);

  const next = await layoutReads('uk');
  expect(next.options.contacts.phone).toBe('+380441234567');
  expect(getSiteOptions).toHaveBeenCalledTimes(2);
  expect(listWheels).toHaveBeenCalledTimes(2);
});

it('asks WooCommerce for the mega menu’s products the options record names', async () => {
  const named: SiteOptions = {
    ...options('+380441234567'),
    headerProducts: [{ slug: 'orange-blossom-33', title: 'Orange Blossom', image: '', price: '' }],
  };
  jest.mocked(getSiteOptions).mockResolvedValue(named);
  await layoutReads('uk');
  expect(listHeaderProductTiles).toHaveBeenCalledWith(named.headerProducts, 'uk');
});
