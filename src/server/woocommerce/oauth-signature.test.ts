import { oauthAuthorization, oauthSignature } from './oauth-signature';

/*
 * The expected headers were accepted by WooCommerce 10.0.2's own code (php 8.2): the real
 * includes/class-wc-rest-authentication.php and wc-rest-functions.php, with WordPress's functions
 * stubbed (get_home_url → HOME_URL, is_ssl → false), $_GET from parse_str of the request's query,
 * and the private check_oauth_signature called through reflection:
 *
 *   $auth = new WC_REST_Authentication();
 *   $params = $auth->get_oauth_parameters();   // $_GET + the Authorization header's oauth_*
 *   $check = new ReflectionMethod($auth, 'check_oauth_signature');
 *   echo $check->invoke($auth, (object) ['consumer_secret' => 'cs_secret'], $params) === true ? 'ok' : 'no';
 *
 * Each answered "ok"; the same header with another secret or the `a[]` values swapped answered
 * "Invalid signature - provided signature does not match."
 */
const credentials = { key: 'ck_test', secret: 'cs_secret' };
const stamp = { timestamp: 1700000000, nonce: 'abcdef0123456789abcdef0123456789' };
const header = (signature: string) =>
  `OAuth oauth_consumer_key="ck_test", oauth_nonce="abcdef0123456789abcdef0123456789", ` +
  `oauth_signature_method="HMAC-SHA256", oauth_timestamp="1700000000", oauth_signature="${signature}"`;

it('signs a GET with spaces, commas, ~, "+", Cyrillic, [] arrays and odd names as WooCommerce checks it', () => {
  const url = new URL(
    'http://localhost:4000/wp-json/wc/v3/products?search=rose oud&include=1,2,3&tilde=~x&q=a+b' +
      '&name=Ніжна троянда&attribute_term[]=5&attribute_term[]=7&filter[period]=week&filter[a b]=c' +
      '&Zeta=1&_x=2&a.b=3',
  );
  expect(oauthAuthorization('GET', url, credentials, stamp)).toBe(
    header('fHmaf4J9srU8qxAQbvo2Vt6wtaSBmDKFvwtBFHNqQjo%3D'),
  );
});

it('signs a POST without a query', () => {
  expect(oauthAuthorization('POST', 'http://localhost:4000/wp-json/wc/v3/orders', credentials, stamp)).toBe(
    header('YJBjX1CsVaFo4ssFG%2FARmWD99RJ3WASUiwrrN9OJPWE%3D'),
  );
});

it('signs a DELETE on another port with PHP quirks: unclosed brackets, integer keys, emoji', () => {
  const url =
    'http://example.com:8080/wp-json/wc/v3/products/12?x[=1&y[a][b=2&z[5]=a&z[]=b&7=seven' +
    '&%E2%9C%93=check&emoji=%F0%9F%98%80';
  expect(oauthAuthorization('DELETE', url, credentials, stamp)).toBe(
    header('CSUvMJYt%2FKCBBYynGxFflOQMlz68E%2Fh59cdY4KRKS6k%3D'),
  );
});

it('reads the query as decoded values: the same request encoded two ways has one signature', () => {
  const oauth = { oauth_consumer_key: 'ck', oauth_signature_method: 'HMAC-SHA256' };
  const sign = (url: string) => oauthSignature({ method: 'get', url, oauth, secret: 's' });
  expect(sign('http://h/p?a=x y&b=%D0%96')).toBe(sign('http://h/p?a=x+y&b=Ж'));
  expect(sign('http://h/p?a=x y')).not.toBe(sign('http://h/p?a=x%2By'));
});

it('signs with HMAC-SHA1 when asked, as WooCommerce also accepts', () => {
  const sign = (method: string) =>
    oauthSignature({
      method: 'GET',
      url: 'http://h/p',
      oauth: { oauth_signature_method: method },
      secret: 's',
    });
  expect(Buffer.from(sign('HMAC-SHA1'), 'base64')).toHaveLength(20);
  expect(Buffer.from(sign('HMAC-SHA256'), 'base64')).toHaveLength(32);
});

it('uses a fresh 32-character nonce and the current second by default', () => {
  const first = oauthAuthorization('GET', 'http://h/p', credentials);
  const second = oauthAuthorization('GET', 'http://h/p', credentials);
  const nonce = (h: string) => /oauth_nonce="([^"]+)"/.exec(h)?.[1];
  expect(nonce(first)).toMatch(/^[0-9a-f]{32}$/);
  expect(nonce(first)).not.toBe(nonce(second));
  const timestamp = Number(/oauth_timestamp="(\d+)"/.exec(first)?.[1]);
  expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(5);
});
