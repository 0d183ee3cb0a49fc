// The differential check: the same calls the storefront makes (its WooCommerce REST paths and
// parameters, its WordPress REST calls, its GraphQL operations) sent to a fresh in-process sandbox and
// to the real WordPress that `npm run wordpress -- --no-shop` brought up in WORDPRESS_DIR, and their
// answers compared by shape (status, error code, fields, JSON types, pagination headers), not by
// value. The real platform is right: a difference is a sandbox bug, or a shape the shop must accept.
//
//   WORDPRESS_DIR=.wordpress npx tsx scripts/differential-wordpress.ts [out.json]
//
// Writes {passed, failed, skipped, findings} like check-platform-wordpress.ts; with DIFFERENTIAL_DUMP
// set, also both sides' raw answers to that file.
import fs from 'node:fs';
import path from 'node:path';
import { startSandbox } from '../sandbox/test/harness';
import { compareExchanges, type DifferentialFinding, type KnownGap } from './differential/compare';
import { graphqlScenario } from './differential/graphql-scenario';
import { Target, type Exchange, type TargetSettings } from './differential/target';
import { wooCommerceScenario } from './differential/woocommerce-scenario';

// Nothing known to differ: every difference found is a sandbox bug or a shape the shop must accept.
const GAPS: KnownGap[] = [];

interface SiteState {
  url: string;
  consumerKey: string;
  consumerSecret: string;
  appUser: string;
  appPassword: string;
}

async function run(target: Target, root: string): Promise<Map<string, Exchange>> {
  const answers = new Map<string, Exchange>();
  const record = (name: string, exchange: Exchange) => {
    answers.set(name, exchange);
    return exchange;
  };
  for (const scenario of [wooCommerceScenario, graphqlScenario]) {
    try {
      await scenario(target, record, root);
    } catch (error) {
      console.error(`${target.name}: ${scenario.name} stopped: ${(error as Error).message}`);
    }
  }
  return answers;
}

async function main(): Promise<void> {
  const root = process.cwd();
  const dir = path.resolve(process.env.WORDPRESS_DIR ?? '.wordpress');
  const site = JSON.parse(fs.readFileSync(path.join(dir, 'state.json'), 'utf8')) as SiteState;
  const sandbox = await startSandbox();
  try {
    const settings: TargetSettings[] = [
      {
        name: 'sandbox',
        url: sandbox.url,
        graphqlUrl: `${sandbox.url}/graphql`,
        woo: {
          key: sandbox.ctx.config.woocommerce.consumerKey,
          secret: sandbox.ctx.config.woocommerce.consumerSecret,
        },
        app: {
          user: sandbox.ctx.config.wordpress.appUser,
          password: sandbox.ctx.config.wordpress.appPassword,
        },
      },
      {
        name: 'wordpress',
        url: site.url,
        graphqlUrl: `${site.url}/graphql`,
        woo: { key: site.consumerKey, secret: site.consumerSecret },
        app: { user: site.appUser, password: site.appPassword },
      },
    ];
    const [fromSandbox, fromWordPress] = [
      await run(new Target(settings[0]), root),
      await run(new Target(settings[1]), root),
    ];
    const names = [...new Set([...fromSandbox.keys(), ...fromWordPress.keys()])];
    const findings: DifferentialFinding[] = names.map((name) =>
      compareExchanges(name, fromSandbox.get(name), fromWordPress.get(name), GAPS),
    );

    console.log(`differential — the sandbox against the real WordPress at ${site.url}`);
    for (const f of findings) {
      console.log(`  ${f.skipped ? '–' : f.ok ? '✔' : '✘'} ${f.message}`);
      for (const d of f.differences ?? []) console.log(`      ${d}`);
    }
    const skipped = findings.filter((f) => f.skipped).length;
    const failed = findings.filter((f) => !f.ok).length;
    const passed = findings.length - failed - skipped;
    console.log(
      `\n${findings.length} calls compared: ${passed} equal, ${failed} different, ${skipped} skipped`,
    );
    if (process.argv[2])
      fs.writeFileSync(process.argv[2], JSON.stringify({ passed, failed, skipped, findings }, null, 2));
    if (process.env.DIFFERENTIAL_DUMP)
      fs.writeFileSync(
        process.env.DIFFERENTIAL_DUMP,
        JSON.stringify(
          { sandbox: Object.fromEntries(fromSandbox), wordpress: Object.fromEntries(fromWordPress) },
          null,
          2,
        ),
      );
    process.exitCode = failed ? 1 : 0;
  } finally {
    await sandbox.close();
  }
}

void main();
