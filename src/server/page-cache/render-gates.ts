/**
 * A gate lets `running` requests through at once; `waiting` more may wait, each up to `waitMs`, for
 * one of them to end, first come first served; any other is turned away at once (it would only be
 * turned away later, having waited for nothing).
 */
export type GateRule = { running: number; waiting: number; waitMs: number };

/**
 * The renders a replica admits (render-allowance.ts). Per client: a browser asks one page at a time,
 * a few tabs opened at once or a crawler on four connections fit, and a shared address (a mobile
 * carrier's NAT) is paced rather than refused. In all: six renders share two cores (~100–300 ms each
 * then), and twelve more wait about as long as it takes six to end; a flood's answers, refusals and
 * renders together, then stay under a second (`npm run bench` rows j, j2: p97.5 0.16 and 0.70 s).
 * Lists with filters and searches: two of the six at most, so a flood of them from many clients
 * leaves four for the shop's own pages (a product, a category, an article) that nobody has asked for
 * since the replica started or a webhook emptied its store. Renders share one JavaScript thread: two
 * at once already use it, and each one more beside a page slows that page. Measured beside a flood
 * from many clients (`npm run bench` row j3), a page's render took p50 1.24 s with four lists
 * running, 0.89–0.95 s with three, 0.72–0.93 s with two.
 */
export const RENDERS = {
  perClient: { running: 3, waiting: 6, waitMs: 1_000 },
  selections: { running: 2, waiting: 4, waitMs: 300 },
  inAll: { running: 6, waiting: 12, waitMs: 300 },
} as const satisfies Record<string, GateRule>;

export type Gate = { running: number; waiting: (() => void)[] };

export const newGate = (): Gate => ({ running: 0, waiting: [] });

/** True once the request holds a place (leave it with `leave`); false when turned away. */
export function enter(gate: Gate, rule: GateRule): Promise<boolean> {
  if (gate.running < rule.running) {
    gate.running++;
    return Promise.resolve(true);
  }
  if (gate.waiting.length >= rule.waiting) return Promise.resolve(false);
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      gate.waiting.splice(gate.waiting.indexOf(wake), 1);
      resolve(false);
    }, rule.waitMs);
    gate.waiting.push(wake);
  });
}

/** Hands the place to the longest waiting request, if any. */
export function leave(gate: Gate): void {
  const next = gate.waiting.shift();
  if (next) next();
  else gate.running--;
}
