'use client';

import { useT } from '@/i18n/use-t';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { LazyTexts, useTextsFailed } from '@/components/i18n/lazy-texts';
import { OpenedLazyPopup } from '@/components/i18n/opened-lazy-popup';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import type { CallbackForm } from '@/domain/callback/callback-schema';
import type { CallbackAnswer } from '@/domain/callback/callback-answer';
import type { CallbackLines } from './callback-lines';
import { callbackPromiseText } from './callback-promise-text';
import styles from './callback.module.css';

type Props = {
  lng: Language;
  /** The button's text where the page does not carry the call-me-back texts (they come with the popup). */
  label?: string;
  lines: CallbackLines;
  summary?: string;
  disabled?: boolean;
  /** Secondary beside an add-to-cart button; text where a primary action already stands (the basket). */
  variant?: 'secondary' | 'text';
  className?: string;
  /** After the order is made (the basket empties itself). */
  onOrdered?: (answer: CallbackAnswer) => void;
};

const EMPTY_DRAFT: CallbackForm = { phone: '', name: '' };

// Loaded when the popup first opens: the phone field's country data and number rules (libphonenumber)
// are the largest part of a product page's JavaScript otherwise, for a button most shoppers never press.
const loadForm = () => import('./callback-form');
const CallbackFormView = dynamic(() => loadForm().then((m) => m.CallbackFormView), { ssr: false });

/**
 * "Call me back to order" (spec §1, §9) and its popup: a phone, a name, the captcha, then the promise.
 * Its texts (`callback`) come with the popup when the page does not carry them: a product's page
 * passes the button's `label` (src/features/product/product-view.tsx); the basket has them already.
 */
export function CallbackButton({ label, variant = 'secondary', className, disabled, ...popup }: Props) {
  const { t } = useT('callback');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant={variant}
        className={[styles.open, className].filter(Boolean).join(' ')}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {label ?? t('button')}
      </Button>
      <OpenedLazyPopup ns="callback" open={open} onClose={close} load={loadForm}>
        <CallbackPopup {...popup} open={open} onClose={close} />
      </OpenedLazyPopup>
    </>
  );
}

function CallbackPopup({
  lng,
  lines,
  summary,
  onOrdered,
  open,
  onClose,
}: Omit<Props, 'label' | 'variant' | 'className' | 'disabled'> & { open: boolean; onClose: () => void }) {
  const { t } = useT('callback');
  const [answer, setAnswer] = useState<CallbackAnswer>();
  const [draft, setDraft] = useState<CallbackForm>(EMPTY_DRAFT);
  const close = () => {
    onClose();
    setAnswer(undefined);
  };
  const textsFailed = useTextsFailed(close);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={answer ? t('done.title', { number: answer.order.number }) : t('title')}
      closeLabel={t('close')}
    >
      {answer ? (
        <div className={styles.done}>
          <p role="status">{callbackPromiseText(t, answer.callback)}</p>
          <Button onClick={close}>{t('done.close')}</Button>
        </div>
      ) : (
        // The phone field's messages are the checkout's texts, which come with the popup.
        <LazyTexts ns="checkout" onFail={textsFailed}>
          <CallbackFormView
            lng={lng}
            lines={lines}
            summary={summary}
            draft={draft}
            onDraft={setDraft}
            onDone={(done) => {
              setAnswer(done);
              setDraft(EMPTY_DRAFT);
              onOrdered?.(done);
            }}
          />
        </LazyTexts>
      )}
    </Dialog>
  );
}
