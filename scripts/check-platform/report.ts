import { STEPS, type Step } from './steps';

export interface Finding {
  ok: boolean;
  message: string;
  step?: Step;
}

/** Collects findings; a failure names the step of docs/woocommerce.md that fixes it. */
export class Check {
  readonly findings: Finding[] = [];
  pass(message: string): void {
    this.findings.push({ ok: true, message });
  }
  fail(message: string, step: Step): void {
    this.findings.push({ ok: false, message, step });
  }
  get failed(): Finding[] {
    return this.findings.filter((f) => !f.ok);
  }
}

export function formatFindings(findings: Finding[]): string {
  const lines = findings.map((f) =>
    f.ok ? `  ✔ ${f.message}` : `  ✘ ${f.message}\n      → docs/woocommerce.md ${STEPS[f.step!]}`,
  );
  const failed = findings.filter((f) => !f.ok).length;
  return `${lines.join('\n')}\n\n${findings.length - failed} checks passed, ${failed} failed`;
}
