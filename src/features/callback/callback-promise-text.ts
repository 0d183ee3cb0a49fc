import type { TFunction } from 'i18next';
import type { CallbackPromise } from '@/domain/callback/opening-hours';

/** The popup's promise in the page's language: "within 30 minutes", or when the shop opens next. */
export function callbackPromiseText(t: TFunction, promise: CallbackPromise): string {
  return promise.kind === 'soon'
    ? t('done.soon', { count: promise.minutes })
    : t(`done.later.${promise.day}`, { time: promise.time });
}
