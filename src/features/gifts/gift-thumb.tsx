import Image from 'next/image';
import styles from './gifts.module.css';

/** A gift's picture, or a plain tile for cards without one (the surprise gift). */
export function GiftThumb({ image, size }: { image: string; size: number }) {
  return (
    <span className={styles.thumb} style={{ width: size, height: size }}>
      {image && <Image src={image} alt="" width={size} height={size} sizes={`${size}px`} />}
    </span>
  );
}
