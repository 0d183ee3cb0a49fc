import 'server-only';
import { z } from 'zod';
import { serverEnv } from '@/server/env';
import { callWordPress, WORDPRESS_WRITE_TIMEOUT_MS, wordpressFetch } from './transport';

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
  const url = `${serverEnv().contactForm7Url}/contact-forms/${formId}/feedback`;
  const call = `POST contact-forms/${formId}/feedback`;
  // Not retried: the form sends its mail in the same request, and a retry could send it twice.
  const json = await callWordPress(
    call,
    async (signal) => {
      const response = await wordpressFetch(call, url, {
        method: 'POST',
        headers: { 'User-Agent': 'storefront', Accept: 'application/json' },
        body,
        signal,
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(`Contact Form 7 answered HTTP ${response.status}`);
      return (await response.json()) as unknown;
    },
    { timeoutMs: WORDPRESS_WRITE_TIMEOUT_MS, retry: false },
  );
  return feedbackAnswer.parse(json);
}
