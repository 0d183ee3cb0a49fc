'use client';

import { useState } from 'react';

/**
 * A form's captcha state: the token the widget gave, the message shown at it, and the key that
 * resets it. `take` hands the token to one send and resets the widget (tokens are single-use at the
 * provider, whatever the answer), or shows `requiredMessage` when there is none.
 */
export function useCaptcha() {
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [resetKey, setResetKey] = useState(0);

  return {
    field: {
      resetKey,
      error,
      onToken: (next: string | null) => {
        setToken(next);
        if (next) setError(undefined);
      },
    },
    take(requiredMessage: string): string | null {
      if (!token) {
        setError(requiredMessage);
        return null;
      }
      setToken(null);
      setResetKey((n) => n + 1);
      return token;
    },
    refuse: (message: string) => setError(message),
  };
}

export type CaptchaFieldProps = ReturnType<typeof useCaptcha>['field'];
