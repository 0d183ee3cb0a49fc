import type { SandboxConfig } from '../config';

export type AuthResult =
  | { ok: true; userId: number }
  | { ok: false; anonymous: true }
  | { ok: false; anonymous: false; status: 401; code: string; message: string };

/**
 * HTTP Basic with an application password, as WordPress checks it: no header means an anonymous
 * request (the endpoint then refuses with its own permission error); an unknown user or a wrong
 * password fails right away. WordPress strips spaces from application passwords before comparing.
 */
export function authenticate(header: string | undefined, config: SandboxConfig): AuthResult {
  const match = /^Basic\s+(.+)$/i.exec(header ?? '');
  if (!match) return { ok: false, anonymous: true };
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const user = colon < 0 ? decoded : decoded.slice(0, colon);
  const password = colon < 0 ? '' : decoded.slice(colon + 1);
  const { appUser, appPassword } = config.wordpress;
  if (user !== appUser) {
    return {
      ok: false,
      anonymous: false,
      status: 401,
      code: 'invalid_username',
      message: 'Unknown username. Check again or try your email address.',
    };
  }
  const strip = (s: string) => s.replace(/\s+/g, '');
  if (strip(password) !== strip(appPassword)) {
    return {
      ok: false,
      anonymous: false,
      status: 401,
      code: 'incorrect_password',
      message: 'The provided password is an invalid application password.',
    };
  }
  return { ok: true, userId: 1 };
}
