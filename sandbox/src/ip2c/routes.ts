import { Hono } from 'hono';
import { ip2cAnswer } from './table';

/**
 * ip2c.org's URL API (`GET https://ip2c.org/{ip}`): always HTTP 200 with one line of plain text,
 * whose first character says whether the address was found.
 */
export function ip2cRoutes(): Hono {
  const app = new Hono();
  app.get('/:ip', (c) => c.text(ip2cAnswer(c.req.param('ip'))));
  return app;
}
