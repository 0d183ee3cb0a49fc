import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { verifyCaptcha } from './verify-captcha';

let sandbox: SandboxProcess;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
});
afterAll(() => sandbox.close());

describe('verifyCaptcha against the sandbox siteverify', () => {
  it("passes the sandbox widget's token", async () => {
    expect(await verifyCaptcha('sandbox-captcha-ok', '203.0.113.7')).toBe(true);
    expect(await verifyCaptcha('sandbox-captcha-ok', null)).toBe(true);
  });

  it('fails a forged, empty, missing or oversized token without letting it through', async () => {
    expect(await verifyCaptcha('forged-token', '203.0.113.7')).toBe(false);
    expect(await verifyCaptcha('', null)).toBe(false);
    expect(await verifyCaptcha(undefined, null)).toBe(false);
    expect(await verifyCaptcha('x'.repeat(10_000), null)).toBe(false);
  });

  it('fails closed, and logs, when siteverify cannot be reached', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const saved = process.env.CAPTCHA_VERIFY_URL;
    process.env.CAPTCHA_VERIFY_URL = 'http://127.0.0.1:9/siteverify';
    jest.resetModules();
    const { verifyCaptcha: verifyElsewhere } = await import('./verify-captcha');
    try {
      expect(await verifyElsewhere('sandbox-captcha-ok', null)).toBe(false);
      expect(log).toHaveBeenCalledWith('captcha: siteverify could not be reached', expect.anything());
    } finally {
      if (saved === undefined) delete process.env.CAPTCHA_VERIFY_URL;
      else process.env.CAPTCHA_VERIFY_URL = saved;
      log.mockRestore();
    }
  });
});
