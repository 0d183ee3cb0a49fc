/**
 * Zod probes for eval with `Function("")` to compile fast parsers; the page's CSP (src/proxy.ts)
 * forbids eval, so the probe would only fail and report a violation. Zod keeps its settings on
 * `globalThis.__zod_globalConfig` (zod/v4/core/core.js), so they are set here without importing zod:
 * even its core is ~20 KB gzip, and no page needs zod until a form opens. zod-jitless.test.ts checks
 * that zod still reads this, before and after it loads.
 */
export function makeZodJitless(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
