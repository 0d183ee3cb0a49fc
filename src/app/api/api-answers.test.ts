import fs from 'node:fs';
import path from 'node:path';

/*
 * Issue 24 (low): a method a route does not take answered 405 with an empty body, and an unknown
 * /api address the shop's HTML 404 page. Every answer of the API is {error: {code, message}}.
 */

const API = path.join(__dirname);
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Handler = (request: Request) => Promise<Response> | Response;

function routeFiles(dir = API): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '[[...path]]' ? [] : routeFiles(file);
    return entry.name === 'route.ts' ? [file] : [];
  });
}

/** The methods a route file answers with a handler of its own. */
const ownMethods = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^export (?:async )?function (GET|POST)\b/gm)].map((m) => m[1]);

const request = (method: string, url = 'http://shop.test/api/x') => new Request(url, { method });

describe.each(routeFiles().map((file) => [path.relative(API, path.dirname(file)), file]))(
  '/api/%s',
  (_, file) => {
    const own = ownMethods(file);
    const allow = own.includes('GET') ? 'GET, HEAD, OPTIONS' : 'OPTIONS, POST';

    it('answers the methods it does not take with 405 method_not_allowed and an Allow header', async () => {
      expect(own).toHaveLength(1);
      const route = (await import(file)) as Record<string, Handler | undefined>;
      const others = METHODS.filter((m) => !own.includes(m) && !(m === 'HEAD' && own.includes('GET')));
      for (const method of others) {
        const handler = route[method];
        expect(handler).toBeInstanceOf(Function);
        const response = await handler!(request(method));
        expect(response.status).toBe(405);
        expect(response.headers.get('Allow')).toBe(allow);
        if (method !== 'HEAD') {
          expect((await response.json()).error).toEqual({
            code: 'method_not_allowed',
            message: expect.stringContaining(allow),
          });
        }
      }
      const options = await route.OPTIONS!(request('OPTIONS'));
      expect(options.status).toBe(204);
      expect(options.headers.get('Allow')).toBe(allow);
    });
  },
);

describe('an unknown /api address', () => {
  it.each(METHODS)('answers %s with 404 not_found in the API’s JSON', async (method) => {
    const route = (await import('./[[...path]]/route')) as Record<string, Handler>;
    const response = await route[method](request(method, 'http://shop.test/api/no-such-thing'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await response.json()).error).toEqual({
      code: 'not_found',
      message: 'No API answers /api/no-such-thing.',
    });
  });
});
