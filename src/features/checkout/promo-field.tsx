'use client';

import { useAtom, useSetAtom } from 'jotai';
import { useT } from '@/i18n/use-t';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { FieldError, FieldLabel, inputClassName } from '@/components/ui/field';
import type { Language } from '@/config/shop';
import type { CartItem } from '@/domain/cart/cart-item';
import { formatAmount } from '@/domain/money';
import type { AppliedPromo } from './applied-promo';
import { cartToOrderLines } from '@/domain/cart/cart-order-lines';
import { appliedPromoAtom, emptyPromoInput, promoInputAtom, removePromoAtom } from './promo-atoms';
import styles from './checkout.module.css';

type PromoAnswer = Omit<AppliedPromo, 'unconfirmed'> | { error: { message: string } };

/**
 * The promo code (spec §4–§5): it needs the e-mail; the server checks it for this cart and answers
 * the discount or the reason in the shopper's language. Once applied the field is disabled, and
 * Remove takes the promo off so another code can be typed. A code the server refuses later (a quote
 * for a changed cart, the order itself) comes back here with the reason (recheckPromoAtom).
 */
export function PromoField({ email, cart, lng }: { email: string; cart: CartItem[]; lng: Language }) {
  const { t } = useT('checkout');
  const [applied, setApplied] = useAtom(appliedPromoAtom);
  const [input, setInput] = useAtom(promoInputAtom);
  const removePromo = useSetAtom(removePromoAtom);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const code = input.value.trim();
  const error = applied ? null : input.error;

  // The shopper may go on typing while the server answers: the reason goes beside what is there now.
  const refuse = (reason: string | null) => setInput((current) => ({ ...current, error: reason }));

  async function apply() {
    if (!code || busy) return;
    if (!email.trim()) {
      refuse(t('errors.email_required'));
      return;
    }
    setBusy(true);
    refuse(null);
    try {
      const { items, sets } = cartToOrderLines(cart);
      const response = await fetch('/api/promo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code, email: email.trim(), items, sets, locale: lng }),
      });
      const answer = (await response.json()) as PromoAnswer;
      if ('error' in answer) refuse(answer.error.message);
      else {
        setApplied(answer);
        setInput(emptyPromoInput);
      }
    } catch (failure) {
      console.error(`POST /api/promo (${code}) failed`, failure);
      refuse(t('errors.promo_unavailable'));
    } finally {
      setBusy(false);
    }
  }

  function remove() {
    // The field is enabled again by this very update; the shopper goes on typing in it.
    flushSync(removePromo);
    inputRef.current?.focus();
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
          ref={inputRef}
          id={id}
          className={inputClassName}
          value={applied ? applied.code : input.value}
          disabled={applied !== null}
          maxLength={100}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setInput({ value: event.target.value, error: null })}
          onKeyDown={onKeyDown}
        />
        {applied ? (
          <Button variant="secondary" aria-describedby={statusId} onClick={remove}>
            {t('page.promo.remove')}
          </Button>
        ) : (
          <Button variant="secondary" disabled={busy || !code} onClick={() => void apply()}>
            {t('page.promo.apply')}
          </Button>
        )}
      </div>
      <FieldError id={errorId} message={error ?? undefined} />
      {applied && (
        <p id={statusId} role="status" className={applied.unconfirmed ? styles.hint : styles.success}>
          {applied.unconfirmed
            ? t('page.promo.checking', { code: applied.code })
            : t('page.promo.applied', { code: applied.code, discount: formatAmount(applied.discount, lng) })}
        </p>
      )}
    </div>
  );
}
