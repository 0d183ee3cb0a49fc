/**
 * Query parameters that ads, mailings and social networks add to a link and no page reads (the
 * browser's campaign tracker takes the utm ones from the address bar on landing).
 */
const CAMPAIGN_PARAMETER =
  /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|ttclid|twclid|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * The pairs of `search` (`?a=1&b`), each as sent, with its name as a page's URLSearchParams reads it
 * (`+` a space, a bad escape left as sent); pairs without a name are left out.
 */
export function queryPairs(search: string): { pair: string; name: string }[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .flatMap((pair) => {
      const [name] = new URLSearchParams(pair).keys();
      return name === undefined ? [] : [{ pair, name }];
    });
}

/** The campaign parameters of `search` alone, each pair as sent (`utm_source=x&gclid=1`), or ''. */
export function campaignParametersOf(search: string): string {
  return queryPairs(search)
    .filter(({ name }) => CAMPAIGN_PARAMETER.test(name))
    .map(({ pair }) => pair)
    .join('&');
}

/** `search` (`?a=1&utm_source=x`, or empty) without campaign parameters; unchanged when it has none. */
export function withoutCampaignParameters(search: string): string {
  const params = new URLSearchParams(search);
  const campaign = [...params.keys()].filter((name) => CAMPAIGN_PARAMETER.test(name));
  if (campaign.length === 0) return search === '?' ? '' : search;
  for (const name of campaign) params.delete(name);
  const query = params.toString();
  return query ? `?${query}` : '';
}
