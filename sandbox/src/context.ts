import type Database from 'better-sqlite3';
import type { SandboxConfig } from './config';

/** Everything a platform module needs: the database and the settings. */
export interface SandboxContext {
  db: Database.Database;
  config: SandboxConfig;
}
