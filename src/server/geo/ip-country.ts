import 'server-only';
import { isIP } from 'node:net';
import { serverEnv } from '@/server/env';
import { ExpiringMap } from '@/server/expiring-map';

/** The checkout must not wait on a slow lookup: past this the phone field simply keeps Ukraine. */
const IP_COUNTRY_TIMEOUT_MS = 1500;
/** An address's country rarely changes within a day; a failed lookup is retried after a minute. */
const ANSWER_TTL_MS = 24 * 60 * 60 * 1000;
const FAILURE_TTL_MS = 60 * 1000;
/** Any client can send any X-Forwarded-For, so the cache is bounded (oldest entries go first). */
const MAX_CACHED_ADDRESSES = 10_000;

/** ip2c.org's answer: `1;UA;UKR;Ukraine` found, `2;;;UNKNOWN`, `0;;;WRONG INPUT`. */
const IP2C_ANSWER = /^[012];/;

/**
 * The lower-case ISO 3166 alpha-2 code of an ip2c.org answer, or null when it names no country:
 * not found, wrong input, or the pseudo-country `ZZ` its data uses for reserved ranges.
 */
export function parseIp2cAnswer(text: string): string | null {
  const [status, code] = text.trim().split(';');
  if (status !== '1' || !code || !/^[a-z]{2}$/i.test(code) || code.toUpperCase() === 'ZZ') return null;
  return code.toLowerCase();
}

type IpCountryLookup = (ip: string) => Promise<string | null>;

/**
 * A client of an ip2c.org-style lookup with a per-address cache (concurrent requests for one
 * address share one call). Every failure (unset URL, timeout, HTTP error, unexpected text) is null;
 * the calls that fail are logged as warnings, since the shopper only loses a preselected country.
 */
export function createIpCountryLookup({
  baseUrl,
  timeoutMs = IP_COUNTRY_TIMEOUT_MS,
  fetchImpl = fetch,
  now = Date.now,
}: {
  baseUrl: string | null;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}): IpCountryLookup {
  // An asked address is kept while its lookup runs (so concurrent requests share it), then for its ttl.
  const cache = new ExpiringMap<string, Promise<string | null>>({ maxEntries: MAX_CACHED_ADDRESSES, now });

  async function ask(ip: string): Promise<{ country: string | null; ttlMs: number }> {
    const url = `${baseUrl}/${ip}`;
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const text = await response.text();
      if (!IP2C_ANSWER.test(text.trim()))
        throw new Error(`unexpected answer ${JSON.stringify(text.slice(0, 80))}`);
      return { country: parseIp2cAnswer(text), ttlMs: ANSWER_TTL_MS };
    } catch (error) {
      console.warn(`IP-to-country lookup GET ${url} failed; the phone country stays Ukraine:`, error);
      return { country: null, ttlMs: FAILURE_TTL_MS };
    }
  }

  return (ip) => {
    if (!baseUrl || !isIP(ip)) return Promise.resolve(null);
    const cached = cache.get(ip);
    if (cached) return cached;
    const answer = ask(ip).then(({ country, ttlMs }) => {
      if (cache.get(ip) === answer) cache.set(ip, answer, { ttlMs });
      return country;
    });
    cache.set(ip, answer);
    return answer;
  };
}

let shared: IpCountryLookup | undefined;

/** The shop's lookup, configured by `IP_COUNTRY_URL` on first use. */
export function lookupIpCountry(ip: string): Promise<string | null> {
  shared ??= createIpCountryLookup({ baseUrl: serverEnv().ipCountryUrl });
  return shared(ip);
}
