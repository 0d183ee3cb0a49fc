import 'server-only';
import { serverEnv, ServerEnvError } from './env';

/**
 * Reads the settings once as the server starts. Settings the shop cannot run on end the process with
 * status 1 and the message naming each one: Next only logs an error thrown by the instrumentation
 * hook and goes on listening, which would leave a shop that fails every request.
 */
export function refuseBadSettings(): void {
  try {
    serverEnv();
  } catch (error) {
    if (!(error instanceof ServerEnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
