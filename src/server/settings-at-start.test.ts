import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_HEAP_MB, heapOptions, resolveEnv } from '../../scripts/backend-env.mjs';
import { REAL_SHOP_SETTINGS } from './sandbox-settings.mjs';

const root = process.cwd();

describe('npm start on a real shop', () => {
  it('names every missing setting and exits non-zero before building or starting anything', () => {
    // An empty folder: no .env, no .env.example and no build, so nothing can leak in or be started.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-real-shop-'));
    try {
      const started = Date.now();
      const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
        cwd: dir,
        env: { NODE_ENV: 'production', PATH: process.env.PATH, WOOCOMMERCE_URL: 'https://shop.example' },
        encoding: 'utf8',
        timeout: 15_000,
      });
      expect(run.status).toBe(1);
      for (const name of REAL_SHOP_SETTINGS) expect(run.stderr).toContain(`${name} is not set`);
      expect(run.stdout).not.toMatch(/build|Shop:/i);
      expect(fs.readdirSync(dir)).toEqual([]);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not fill a real shop’s gaps from .env.example', () => {
    const { env, usesSandbox, settingsError } = resolveEnv({
      processEnv: { WOOCOMMERCE_URL: 'https://shop.example', REVALIDATE_SECRET: 'sandbox_revalidate_secret' },
      dir: root,
    });
    expect(usesSandbox).toBe(false);
    expect(env.WAYFORPAY_SECRET_KEY).toBeUndefined();
    expect(env.WOOCOMMERCE_CONSUMER_KEY).toBeUndefined();
    expect(settingsError).toContain('WAYFORPAY_SECRET_KEY is not set');
    expect(settingsError).toContain('REVALIDATE_SECRET is a public sandbox value');
  });

  it('with no settings at all runs on the sandbox with .env.example’s values, as before', () => {
    const { env, usesSandbox, settingsError, sandboxUrl } = resolveEnv({ processEnv: {}, dir: root });
    expect(settingsError).toBeNull();
    expect(usesSandbox).toBe(true);
    expect(sandboxUrl).toBe('http://localhost:4000');
    expect(env).toMatchObject({
      WOOCOMMERCE_URL: 'http://localhost:4000',
      WAYFORPAY_SECRET_KEY: 'sandbox_wayforpay_secret',
      WAYFORPAY_PAY_URL: 'http://localhost:4000/wayforpay/pay',
      IP_COUNTRY_URL: 'http://localhost:4000/ip2c',
      PORT: '3000',
    });
  });

  it('keeps the e2e settings (a sandbox on 4100 with its own secret) on the sandbox', () => {
    const { env, usesSandbox, settingsError } = resolveEnv({
      processEnv: {
        SANDBOX_PORT: '4100',
        WOOCOMMERCE_URL: 'http://localhost:4100',
        REVALIDATE_SECRET: 'e2e_revalidate_secret',
      },
      dir: root,
    });
    expect(settingsError).toBeNull();
    expect(usesSandbox).toBe(true);
    expect(env.REVALIDATE_SECRET).toBe('e2e_revalidate_secret');
    expect(env.WORDPRESS_GRAPHQL_URL).toBe('http://localhost:4100/graphql');
    // Every sandbox URL follows SANDBOX_PORT, the newsletter's two WordPress endpoints included.
    expect(env.NEWSLETTER_SUBSCRIPTION_URL).toBe('http://localhost:4100/wp-json/coupon/v1/subscription');
    expect(env.CONTACT_FORM_7_URL).toBe('http://localhost:4100/wp-json/contact-form-7/v1');
  });

  it('sends the shop’s mail to the sandbox’s sink on SANDBOX_SMTP_PORT, unless SMTP_URL is set', () => {
    const moved = resolveEnv({ processEnv: { SANDBOX_SMTP_PORT: '2650' }, dir: root });
    expect(moved.env.SMTP_URL).toBe('smtp://localhost:2650');
    expect(resolveEnv({ processEnv: {}, dir: root }).env.SMTP_URL).toBe('smtp://localhost:2525');
    const own = resolveEnv({
      processEnv: { SANDBOX_SMTP_PORT: '2650', SMTP_URL: 'smtp://mail.test:25' },
      dir: root,
    });
    expect(own.env.SMTP_URL).toBe('smtp://mail.test:25');
  });
});

describe('the server’s start (instrumentation)', () => {
  const saved = { ...process.env };
  const sweeperStarts = jest.fn();
  afterEach(() => {
    process.env = { ...saved };
    jest.restoreAllMocks();
  });

  /**
   * register() as a freshly started server runs it (settings are read once, so no earlier test's
   * stay); an exit becomes a thrown `exit 1` and what was printed is returned.
   */
  async function registerWith(env: Record<string, string>): Promise<{ exit: unknown; printed: string }> {
    process.env = { ...saved, NEXT_RUNTIME: 'nodejs', ...env };
    const printed: string[] = [];
    jest.spyOn(console, 'error').mockImplementation((message: string) => void printed.push(message));
    jest.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    let register: () => Promise<void> = async () => undefined;
    await jest.isolateModulesAsync(async () => {
      // The real sweep would outlive the test and call a WooCommerce that is not there.
      jest.doMock('@/server/checkout/unpaid-order-sweeper', () => ({
        startUnpaidOrderSweeper: sweeperStarts,
      }));
      // Its subscription to Node's requests would outlive this file and answer other files' servers.
      jest.doMock('@/server/http/request-ends', () => ({ recordRequestEnds: jest.fn() }));
      ({ register } = await import('../instrumentation'));
    });
    const exit = await register().then(
      () => null,
      (error: Error) => error.message,
    );
    return { exit, printed: printed.join('\n') };
  }

  it('ends the process with status 1 on a real shop’s incomplete settings, naming them', async () => {
    const { exit, printed } = await registerWith({ WOOCOMMERCE_URL: 'https://shop.example', SITE_URL: '' });
    expect(exit).toBe('exit 1');
    for (const name of REAL_SHOP_SETTINGS) expect(printed).toContain(`${name} is not set`);
  });

  it('starts on the sandbox with nothing set, and with it the sweep of unpaid orders', async () => {
    sweeperStarts.mockClear();
    expect(await registerWith({ WOOCOMMERCE_URL: '' })).toEqual({ exit: null, printed: '' });
    expect(sweeperStarts).toHaveBeenCalledTimes(1);
  });

  it('checks nothing during `next build`, which needs no settings', async () => {
    const build = await registerWith({
      NEXT_PHASE: 'phase-production-build',
      WOOCOMMERCE_URL: 'https://shop.example',
    });
    expect(build).toEqual({ exit: null, printed: '' });
  });
});

describe('the server’s heap under npm start', () => {
  it('is bounded unless told otherwise, as SHOP_HEAP_MB says, and refuses what is not a size', () => {
    expect(heapOptions({})).toEqual([`--max-old-space-size=${DEFAULT_HEAP_MB}`]);
    expect(heapOptions({ SHOP_HEAP_MB: '' })).toEqual(['--max-old-space-size=384']);
    expect(heapOptions({ SHOP_HEAP_MB: ' 512 ' })).toEqual(['--max-old-space-size=512']);
    expect(heapOptions({ SHOP_HEAP_MB: '0' })).toEqual([]);
    for (const wrong of ['-1', '1.5', 'lots', '256MB']) {
      expect(() => heapOptions({ SHOP_HEAP_MB: wrong })).toThrow(`SHOP_HEAP_MB is "${wrong}"`);
    }
  });
});
