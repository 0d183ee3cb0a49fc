import type { DemoShop } from './demo-shop';
import type { BatchItem } from './batch';
import type { RestClient } from './rest';

/** Sandbox id → the id WordPress gave the same object, per kind. */
export interface IdMaps {
  category: Map<number, number>;
  tag: Map<number, number>;
  attribute: Map<number, number>;
  term: Map<number, number>;
  product: Map<number, number>;
  variation: Map<number, number>;
  review: Map<number, number>;
  coupon: Map<number, number>;
  customer: Map<number, number>;
  order: Map<number, number>;
  /** A sandbox image path (`/wp-content/uploads/generated/x-1.png`) → its media attachment id. */
  media: Map<string, number>;
}

/** What every step of the seed works with; `problems` collects what WordPress refused. */
export interface SeedRun {
  client: RestClient;
  shop: DemoShop;
  ids: IdMaps;
  problems: string[];
  log: (line: string) => void;
}

export const emptyIdMaps = (): IdMaps => ({
  category: new Map(),
  tag: new Map(),
  attribute: new Map(),
  term: new Map(),
  product: new Map(),
  variation: new Map(),
  review: new Map(),
  coupon: new Map(),
  customer: new Map(),
  order: new Map(),
  media: new Map(),
});

/** Records the created ids of a batch answer (in the sources' order) and the refusals as problems. */
export function remember<T extends { id: number }>(
  run: SeedRun,
  kind: string,
  sources: { id: number; label: string }[],
  answers: BatchItem<T>[],
  into: Map<number, number>,
): void {
  answers.forEach((answer, i) => {
    const source = sources[i];
    if (answer.error) {
      run.problems.push(`${kind} ${source.label}: ${answer.error.code} — ${answer.error.message}`);
    } else {
      into.set(source.id, answer.id);
    }
  });
}

/** The id a sandbox id became, or a readable error: a later step cannot refer to a missing object. */
export function mapped(map: Map<number, number>, kind: string, id: number): number {
  const found = map.get(id);
  if (found === undefined) throw new Error(`seed: no ${kind} was created for sandbox ${kind} ${id}`);
  return found;
}
