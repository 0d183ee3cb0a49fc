import 'server-only';
import { z } from 'zod';
import { serverEnv } from '@/server/env';

const TIMEOUT_MS = 8000;

/** CF7 answers HTTP 200 for every outcome; `status` says which (platform-facts.md). */
const feedbackAnswer = z.object({
  status: z.string(),
  message: z.string().optional(),
  invalid_fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export type Cf7Feedback = z.infer<typeof feedbackAnswer>;

/**
 * Submits a Contact Form 7 form as the plugin's own script does: multipart (CF7 refuses anything
 * else with 415), the numeric form id, and a unit tag shaped like a native form's (`wpcf7-f{id}-o1`,
 * required since 5.8.7). A User-Agent is sent because CF7 counts a missing one as spam.
 */
export async function submitContactForm(
  formId: number,
  fields: Record<string, string>,
): Promise<Cf7Feedback> {
  const body = new FormData();
  body.append('_wpcf7', String(formId));
  body.append('_wpcf7_unit_tag', `wpcf7-f${formId}-o1`);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(`${serverEnv().contactForm7Url}/contact-forms/${formId}/feedback`, {
    method: 'POST',
    headers: { 'User-Agent': 'storefront', Accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`Contact Form 7 answered HTTP ${response.status}`);
  return feedbackAnswer.parse(await response.json());
}
