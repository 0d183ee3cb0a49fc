import { makeZodJitless } from './zod-jitless';

it('zod, loaded after or before the setting, runs without eval', async () => {
  makeZodJitless();
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  config({ jitless: false });
  makeZodJitless();
  expect(config().jitless).toBe(true);
});
