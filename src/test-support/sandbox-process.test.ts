import { startSandboxProcess, type SandboxProcess } from './sandbox-process';

describe('startSandboxProcess', () => {
  let sandbox: SandboxProcess;
  beforeAll(async () => {
    sandbox = await startSandboxProcess();
  });
  afterAll(() => sandbox.close());

  it('serves a seeded sandbox whose own URLs carry the port it was given, not port 0', async () => {
    const response = await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/products?per_page=1`);
    expect(response.status).toBe(200);
    const [product] = (await response.json()) as { images: { src: string }[] }[];
    expect(product.images[0].src.startsWith(`${sandbox.url}/wp-content/uploads/`)).toBe(true);
    expect(sandbox.smtpPort).toBeGreaterThan(0);
  });

  it('close() stops it, and closing again (as afterAll does) is harmless', async () => {
    expect((await fetch(`${sandbox.url}/health`)).ok).toBe(true);
    await sandbox.close();
    await expect(fetch(`${sandbox.url}/health`)).rejects.toThrow();
    await sandbox.close();
  });

  it('a sandbox that cannot start fails with its stderr', async () => {
    await expect(startSandboxProcess({ SANDBOX_PORT: '-1' })).rejects.toThrow(
      /exited before it was ready[\s\S]*failed to start/,
    );
  });
});
