import { ShopImage } from '@/components/ui/shop-image';
import styles from './gifts.module.css';

/** A gift's picture, or a wrapped box for a card without one (the surprise gift). */
export function GiftThumb({ image, size }: { image: string; size: number }) {
  return (
    <span className={styles.thumb} style={{ width: size, height: size }}>
      {image ? (
        <ShopImage src={image} alt="" width={size} height={size} sizes={`${size}px`} />
      ) : (
        // The surprise gift has no product picture: a wrapped box says what it is.
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width={size / 2}
          height={size / 2}
          className={styles.thumbIcon}
        >
          <path
            d="M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9c-1.5-3-5-4-5.5-1.5S10 9 12 9c2 0 6-0.5 5.5-1.5S13.5 6 12 9"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.2"
            strokeLinejoin="round"
          />
        </svg>
      )}
    </span>
  );
}
