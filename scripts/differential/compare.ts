import { compareShapes, shapeOf, type ShapeDifference } from './shape';
import type { Exchange } from './target';

/*
 * One compared call: the sandbox's answer against the real site's, by shape only — status, error
 * code, GraphQL errors present or not, pagination headers present, and every field's JSON type.
 */

export interface DifferentialFinding {
  ok: boolean;
  message: string;
  skipped?: string;
  differences?: string[];
}

/**
 * What the real platform cannot answer for reasons outside the sandbox's control: the whole call
 * (`applies`), or only the differences matching `difference` in the calls named by `name`.
 */
export type KnownGap =
  | { applies: (name: string, wordpress: Exchange) => boolean; reason: string }
  | { name: RegExp; difference: RegExp; reason: string };

const errorCode = ({ status, json }: Exchange) => {
  const code = status >= 400 ? (json as { code?: unknown } | null)?.code : undefined;
  return typeof code === 'string' ? code : undefined;
};
const graphqlErrors = (json: unknown) =>
  ((json as { errors?: { message?: string }[] } | null)?.errors ?? []).map((e) => e.message ?? '');

export function compareExchanges(
  name: string,
  sandbox: Exchange | undefined,
  wordpress: Exchange | undefined,
  gaps: KnownGap[],
): DifferentialFinding {
  if (!sandbox || !wordpress)
    return {
      ok: false,
      message: `${name}: not asked of ${sandbox ? 'WordPress' : 'the sandbox'} (the run stopped)`,
    };
  const gap = gaps.find((g) => 'applies' in g && g.applies(name, wordpress));
  if (gap) return { ok: true, skipped: gap.reason, message: `${name}: not compared — ${gap.reason}` };

  const differences: string[] = [];
  if (sandbox.status !== wordpress.status)
    differences.push(`status: sandbox ${sandbox.status}, WordPress ${wordpress.status}`);
  const codes = [errorCode(sandbox), errorCode(wordpress)];
  if (codes[0] !== codes[1]) differences.push(`code: sandbox ${codes[0]}, WordPress ${codes[1]}`);
  const errors = [graphqlErrors(sandbox.json), graphqlErrors(wordpress.json)];
  if (errors[0].length !== errors[1].length)
    differences.push(
      `GraphQL errors: sandbox ${JSON.stringify(errors[0])}, WordPress ${JSON.stringify(errors[1])}`,
    );
  for (const header of ['X-WP-Total', 'X-WP-TotalPages'] as const)
    if (sandbox.headers[header] !== wordpress.headers[header])
      differences.push(
        `${header}: sandbox ${sandbox.headers[header] ? 'sent' : 'absent'}, WordPress ${wordpress.headers[header] ? 'sent' : 'absent'}`,
      );
  const shapes: ShapeDifference[] = compareShapes(shapeOf(sandbox.json), shapeOf(wordpress.json));
  for (const d of shapes) differences.push(`${d.path}: sandbox ${d.sandbox}, WordPress ${d.wordpress}`);

  const partial = gaps.flatMap((g) => ('name' in g && g.name.test(name) ? [g] : []));
  const known = differences.filter((d) => partial.some((g) => g.difference.test(d)));
  const left = differences.filter((d) => !known.includes(d));
  if (known.length && !left.length) {
    const reason = partial.map((g) => g.reason).join('; ');
    return {
      ok: true,
      skipped: reason,
      message: `${name}: only known differences — ${reason}`,
      differences: known,
    };
  }
  return left.length
    ? { ok: false, message: `${name}: ${left.length} difference(s)`, differences: left }
    : { ok: true, message: `${name}: same shape (HTTP ${wordpress.status})` };
}
