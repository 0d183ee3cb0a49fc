'use client';

import { useAtom } from 'jotai';
import { useT } from 'next-i18next/client';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, FieldLabel, inputClassName } from '@/components/ui/field';
import type { Language } from '@/config/shop';
import type { CartItem } from '@/domain/cart/cart-item';
import { appliedPromoAtom } from './checkout-atoms';
import { cartToOrderLines } from './checkout-form-schema';
import { formatAmount } from '@/domain/money';
import styles from './checkout.module.css';

type PromoAnswer = { code: string; discount: number; freeShipping: boolean } | { error: { message: string } };

/**
 * The promo code (spec §4–§5): it needs the e-mail; the server checks it for this cart and answers
 * the discount or the reason in the shopper's language. Once applied the field is disabled.
 */
export function PromoField({ email, cart, lng }: { email: string; cart: CartItem[]; lng: Language }) {
  const { t } = useT('checkout');
  const [applied, setApplied] = useAtom(appliedPromoAtom);
  const [code, setCode] = useState(applied?.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  async function apply() {
    if (!code.trim() || busy) return;
    if (!email.trim()) {
      setError(t('errors.email_required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { items, sets } = cartToOrderLines(cart);
      const response = await fetch('/api/promo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: code.trim(), email: email.trim(), items, sets, locale: lng }),
      });
      const answer = (await response.json()) as PromoAnswer;
      if ('error' in answer) setError(answer.error.message);
      else setApplied(answer);
    } catch (failure) {
      console.error(`POST /api/promo (${code}) failed`, failure);
      setError(t('errors.promo_unavailable'));
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the code instead of submitting the whole order.
    if (event.key === 'Enter') {
      event.preventDefault();
      void apply();
    }
  }

  return (
    <div className={styles.promo}>
      <FieldLabel htmlFor={id} label={t('page.promo.label')} />
      <div className={styles.promoRow}>
        <input
          id={id}
          className={inputClassName}
          value={applied ? applied.code : code}
          disabled={applied !== null}
          maxLength={100}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="secondary"
          disabled={applied !== null || busy || !code.trim()}
          onClick={() => void apply()}
        >
          {t('page.promo.apply')}
        </Button>
      </div>
      <FieldError id={errorId} message={error ?? undefined} />
      {applied && (
        <p role="status" className={styles.success}>
          {t('page.promo.applied', { code: applied.code, discount: formatAmount(applied.discount, lng) })}
        </p>
      )}
    </div>
  );
}
