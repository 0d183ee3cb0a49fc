'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@/i18n/use-t';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { REVIEW_TEXT_MAX, type Language } from '@/config/shop';
import type { PhotoProblem } from '@/domain/reviews/photo-rules';
import { REVIEW_FORM_NAMES, reviewFieldsSchema, type ReviewField } from '@/domain/reviews/review-schema';
import { CaptchaField } from '@/features/captcha/captcha-field';
import { PhotoPicker, type ChosenPhoto } from './photo-picker';
import { ProductPicker, type PickableProduct } from './product-picker';
import styles from './review-form.module.css';
import { StarRatingInput } from './star-rating-input';
import { uploadReview } from './upload-review';

type FormInput = z.input<typeof reviewFieldsSchema>;
type FormOutput = z.output<typeof reviewFieldsSchema>;

const FIELD_OF_NAME = Object.fromEntries(
  Object.entries(REVIEW_FORM_NAMES).map(([field, name]) => [name, field]),
) as Record<string, ReviewField>;

/** The `review` popup's form (spec §5): rating, product, name, e-mail, text, photos, captcha. */
export function ReviewForm({
  lng,
  preset,
  products,
  onSent,
}: {
  lng: Language;
  preset?: PickableProduct;
  products: PickableProduct[];
  onSent: () => void;
}) {
  const { t } = useT('reviews');
  const { t: tc } = useT('common');
  const ratingErrorId = useId();
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [photoProblem, setPhotoProblem] = useState<PhotoProblem | null>(null);
  const [photoServerError, setPhotoServerError] = useState<string>();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(reviewFieldsSchema),
    defaultValues: { rating: undefined, productId: preset?.id, name: '', email: '', text: '' },
  });
  const rating = Number(useWatch({ control, name: 'rating' }) ?? 0);

  const send = handleSubmit(async (values) => {
    setFailure(undefined);
    setPhotoServerError(undefined);
    if (photoProblem) return;
    if (!captcha) {
      setCaptchaMissing(true);
      return;
    }
    const form = new FormData();
    form.set('rating', String(values.rating));
    form.set('product_id', String(values.productId));
    form.set('name', values.name);
    form.set('email', values.email);
    form.set('text', values.text);
    form.set('captcha', captcha);
    form.set('locale', lng);
    for (const photo of photos) form.append('photos', photo.file, photo.file.name);
    setProgress(0);
    const answer = await uploadReview(form, setProgress);
    setProgress(null);
    if (answer.ok) {
      onSent();
      return;
    }
    // The captcha's token is spent either way.
    setCaptcha(null);
    setCaptchaReset((n) => n + 1);
    for (const [name, message] of Object.entries(answer.fields ?? {})) {
      if (name === 'photos') setPhotoServerError(message);
      else if (FIELD_OF_NAME[name]) setError(FIELD_OF_NAME[name], { message });
    }
    setFailure(answer.status === 0 ? t('errors.failed') : (answer.message ?? t('errors.failed')));
  });

  // Client-side messages are keys; the server's are already texts.
  const message = (name: ReviewField) => {
    const text = errors[name]?.message;
    return text && (text.startsWith('form.') ? t(text) : text);
  };

  return (
    <form className={styles.form} noValidate onSubmit={send}>
      <StarRatingInput
        field={register('rating')}
        value={rating}
        error={message('rating')}
        errorId={ratingErrorId}
      />
      <ProductPicker
        preset={preset}
        products={products}
        field={register('productId')}
        error={message('productId')}
      />
      <TextField
        {...register('name')}
        label={t('form.name')}
        autoComplete="name"
        required
        error={message('name')}
      />
      <TextField
        {...register('email')}
        label={t('form.email')}
        type="email"
        autoComplete="email"
        required
        hint={t('form.emailHint')}
        error={message('email')}
      />
      <TextField
        {...register('text')}
        label={t('form.text')}
        multiline
        rows={5}
        maxLength={REVIEW_TEXT_MAX}
        required
        error={message('text')}
      />
      <PhotoPicker
        photos={photos}
        onChange={setPhotos}
        problem={photoProblem}
        onProblem={setPhotoProblem}
        serverError={photoServerError}
      />
      <CaptchaField
        onToken={(token) => {
          setCaptcha(token);
          if (token) setCaptchaMissing(false);
        }}
        resetKey={captchaReset}
        error={captchaMissing ? tc('captcha.required') : undefined}
      />
      {progress !== null && (
        <div className={styles.progress}>
          <progress max={100} value={progress} aria-label={t('form.progress', { percent: progress })} />
          <span aria-live="polite">{t('form.progress', { percent: progress })}</span>
        </div>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('form.sending') : t('form.submit')}
      </Button>
    </form>
  );
}
