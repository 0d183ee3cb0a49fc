'use client';

import { useT } from '@/i18n/use-t';
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { FieldError, FieldHint, FieldLabel } from '@/components/ui/field';
import { photoProblem, type PhotoProblem } from '@/domain/reviews/photo-rules';
import { PHOTO_SNIFF_BYTES, photoTypeOf, type PhotoType } from '@/domain/reviews/photo-type';
import styles from './review-form.module.css';

export type ChosenPhoto = { key: string; file: File; type: PhotoType; preview: string };

/** The file's first bytes, through FileReader (which every browser, and jsdom, has). */
function readHead(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, PHOTO_SNIFF_BYTES));
  });
}

async function typeOf(file: File): Promise<PhotoType | null> {
  return photoTypeOf(await readHead(file).catch(() => new Uint8Array()));
}

/**
 * Up to 3 photos with previews and a remove button each. Each file is judged by its first bytes as
 * it is chosen (not by its name), and a choice that would break a limit is refused whole with the
 * reason; the server checks the same again.
 */
export function PhotoPicker({
  photos,
  onChange,
  problem,
  onProblem,
  serverError,
}: {
  photos: ChosenPhoto[];
  onChange: (photos: ChosenPhoto[]) => void;
  problem: PhotoProblem | null;
  onProblem: (problem: PhotoProblem | null) => void;
  serverError?: string;
}) {
  const { t } = useT('reviews');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);

  // Previews are object URLs: give them back when the form goes away.
  useEffect(() => () => latest.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    const typed = await Promise.all(files.map(async (file) => ({ file, type: await typeOf(file) })));
    const found = photoProblem([
      ...photos.map((photo) => ({ size: photo.file.size, type: photo.type })),
      ...typed.map(({ file, type }) => ({ size: file.size, type })),
    ]);
    onProblem(found);
    if (found) return;
    onChange([
      ...photos,
      ...typed.map(({ file, type }) => ({
        key: `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`,
        file,
        type: type as PhotoType,
        preview: URL.createObjectURL(file),
      })),
    ]);
  }

  function remove(key: string) {
    const photo = photos.find((p) => p.key === key);
    if (photo) URL.revokeObjectURL(photo.preview);
    onProblem(null);
    onChange(photos.filter((p) => p.key !== key));
  }

  const error = (problem && t(`form.photos.errors.${problem}`)) || serverError;
  return (
    <div className={styles.photoField}>
      <FieldLabel htmlFor={inputId} label={t('form.photos.label')} />
      {/* The browser's own file button speaks its own language ("Choose Files"): it is kept for the
          keyboard and screen readers but not painted, and the shop's button and count show instead. */}
      <div className={styles.filePick}>
        <span className={buttonClassName({ variant: 'secondary' })} aria-hidden="true">
          {t('form.photos.choose')}
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          accept=".png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml"
          onChange={choose}
          aria-describedby={[error && errorId, hintId].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          className={styles.fileInput}
        />
        <span className={styles.fileCount} aria-live="polite">
          {photos.length > 0 ? t('form.photos.chosen', { count: photos.length }) : t('form.photos.none')}
        </span>
      </div>
      <FieldHint id={hintId}>{t('form.photos.hint')}</FieldHint>
      <FieldError id={errorId} message={error || undefined} />
      {photos.length > 0 && (
        <ul className={styles.previews}>
          {photos.map((photo) => (
            <li key={photo.key} className={styles.preview}>
              {/* A local object URL: next/image cannot optimise it, and it needs no optimising. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={photo.preview} alt="" width={72} height={72} />
              <button
                type="button"
                className={styles.remove}
                onClick={() => remove(photo.key)}
                aria-label={t('form.photos.remove', { name: photo.file.name })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
