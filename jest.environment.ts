import { TestEnvironment } from 'jest-environment-node';

/** Where Node's fetch keeps its default dispatcher (undici's setGlobalDispatcher). */
const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');

/**
 * Node's test environment, with Node's fetch dispatcher visible to the tests. Jest runs a test file
 * in its own realm; fetch there is Node's own, but its default dispatcher lives on Node's globalThis,
 * where the shop's WooCommerce transport looks for it (src/server/woocommerce/oauth-dispatcher.ts).
 */
export default class NodeEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    Object.defineProperty(this.global, GLOBAL_DISPATCHER, {
      get: () => (globalThis as Record<symbol, unknown>)[GLOBAL_DISPATCHER],
      configurable: true,
    });
  }
}
