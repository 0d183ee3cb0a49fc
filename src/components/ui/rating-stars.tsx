import styles from './rating-stars.module.css';

/** Five stars filled to the rating; the number is read out, the stars are decoration. */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star <= filled ? styles.starOn : styles.starOff}>
          ★
        </span>
      ))}
    </span>
  );
}
