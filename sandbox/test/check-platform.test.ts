// `npm run check:platform` against sandboxes: the stock one passes; one built from a definition with
// a field removed and a field of another ACF type fails with a readable list naming the guide's steps.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkPlatform, missingAppUserRights } from '../../scripts/check-platform/checks';
import { formatFindings } from '../../scripts/check-platform/report';
import {
  SANDBOX_SITE_URL as SITE,
  sandboxPlatformSettings as settingsFor,
} from '../../scripts/check-platform/sandbox-settings';
import type { AcfFieldGroup } from '../src/wordpress/acf/definition';
import { startSandbox, type RunningSandbox } from './harness';

const ROOT = path.join(__dirname, '..', '..');
/** A copy of wordpress/ with `edit` applied to one ACF JSON file. */
function editedDefinition(file: string, edit: (group: AcfFieldGroup) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-def-'));
  fs.cpSync(path.join(ROOT, 'wordpress'), dir, { recursive: true });
  const target = path.join(dir, 'acf-json', file);
  const group = JSON.parse(fs.readFileSync(target, 'utf8')) as AcfFieldGroup;
  edit(group);
  fs.writeFileSync(target, JSON.stringify(group));
  return dir;
}

describe('check:platform', () => {
  let stock: RunningSandbox;
  beforeAll(async () => {
    stock = await startSandbox({ webhookUrl: `${SITE}/api/revalidate` });
  });
  afterAll(() => stock.close());

  it('passes against the stock sandbox', async () => {
    const findings = await checkPlatform(settingsFor(stock), { root: ROOT });
    expect(findings.filter((f) => !f.ok)).toEqual([]);
    expect(findings.length).toBeGreaterThan(25);
  });

  it('asks for a Shop Manager: an Author or Editor may upload photos but not link them to reviews', () => {
    const editor = { upload_files: true, edit_posts: true, moderate_comments: true, read: true };
    expect(missingAppUserRights({ read: true })).toMatch(/^upload files/);
    expect(missingAppUserRights(editor)).toBe(
      'link photos to reviews: edit_products (needs the Shop Manager role)',
    );
    expect(missingAppUserRights({ ...editor, edit_products: true })).toBeNull();
  });

  it('names a wrong application password, Nova Poshta key and missing product and content webhooks', async () => {
    const findings = await checkPlatform(
      settingsFor(stock, {
        wordpressAppPassword: 'wrong',
        novaposhtaKey: 'wrong',
        siteUrl: 'https://shop.example',
      }),
      { root: ROOT },
    );
    const report = formatFindings(findings);
    expect(findings.filter((f) => !f.ok).map((f) => f.step)).toEqual([
      'webhooks',
      'contentWebhooks',
      'appPassword',
      'novaPoshta',
    ]);
    expect(report).toContain('✘ WordPress application password (storefront): incorrect_password');
    expect(report).toContain('→ docs/woocommerce.md step 9 (application password)');
    expect(report).toContain('✘ Nova Poshta API: API auth fail');
    expect(report).toMatch(/checks passed, 4 failed$/);
  });

  it('fails readably against a sandbox whose definition lost a field and changed another’s type', async () => {
    const dir = editedDefinition('group_options_fields.json', (group) => {
      group.fields = group.fields.filter((f) => f.name !== 'copyright');
    });
    const wheelDir = editedDefinition('group_wheel_fields.json', (group) => {
      const prizes = group.fields.find((f) => f.name === 'prizes');
      const weight = prizes?.sub_fields?.find((f) => f.name === 'weight');
      if (!weight) throw new Error('wordpress/acf-json lost prizes.weight');
      weight.type = 'text';
    });
    fs.cpSync(
      path.join(wheelDir, 'acf-json', 'group_wheel_fields.json'),
      path.join(dir, 'acf-json', 'group_wheel_fields.json'),
    );
    const broken = await startSandbox({ wordpressDir: dir, webhookUrl: `${SITE}/api/revalidate` });
    try {
      const findings = await checkPlatform(settingsFor(broken), { root: ROOT });
      const report = formatFindings(findings);
      expect(findings.filter((f) => !f.ok)).toEqual([
        {
          ok: false,
          message: 'graphql/options.graphql: Cannot query field "copyright" on type "OptionsFields".',
          step: 'acf',
        },
        {
          ok: false,
          message:
            'graphql/wheels.graphql: WheelFieldsPrizes.weight is String on the site, Float in the definition (ACF number field)',
          step: 'acf',
        },
      ]);
      expect(report).toContain('→ docs/woocommerce.md step 4 (import the ACF JSON)');
      expect(report).toMatch(/checks passed, 2 failed$/);
    } finally {
      await broken.close();
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(wheelDir, { recursive: true, force: true });
    }
  });
});
