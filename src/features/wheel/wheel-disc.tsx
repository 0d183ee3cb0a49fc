'use client';

import { useT } from '@/i18n/use-t';
import { useEffect, useEffectEvent } from 'react';
import type { WheelFace } from './wheel-requests';
import styles from './wheel.module.css';

const C = 100;
const R = 96;
/** Segment colours in turn; a wheel of odd count ends on the third so no two neighbours match. */
const FILLS = ['var(--color-surface-sand)', 'var(--color-surface)', 'var(--color-surface-muted)'];

function point(angle: number, radius: number) {
  const radians = (angle * Math.PI) / 180;
  return `${(C + radius * Math.sin(radians)).toFixed(3)} ${(C - radius * Math.cos(radians)).toFixed(3)}`;
}

/** A label on two lines when long, so it fits between the hub and the rim. */
function lines(label: string): string[] {
  if (label.length <= 12 || !label.includes(' ')) return [label];
  const middle = label.length / 2;
  const split = [...label.matchAll(/ /g)]
    .map((m) => m.index)
    .reduce((best, i) => (Math.abs(i - middle) < Math.abs(best - middle) ? i : best));
  return [label.slice(0, split), label.slice(split + 1)];
}

/**
 * The wheel: segments drawn from the prizes, turned to `rotation` degrees. The turn is a CSS
 * transition (none under prefers-reduced-motion); `onStopped` runs when it ends. The drawing is one
 * image to assistive technology, with the prizes listed for it.
 */
export function WheelDisc({
  face,
  rotation,
  onStopped,
}: {
  face: WheelFace;
  rotation: number;
  onStopped: () => void;
}) {
  const { t } = useT('wheel');
  const count = face.prizes.length;
  const step = 360 / count;
  const stop = useEffectEvent(() => onStopped());

  useEffect(() => {
    if (rotation === 0) return;
    // No transition runs under reduced motion, and a hidden tab may never end one: stop anyway.
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = window.setTimeout(stop, reduced ? 0 : 6_000);
    return () => window.clearTimeout(timer);
  }, [rotation]);

  return (
    <div className={styles.disc}>
      <svg viewBox="0 0 200 200" role="img" aria-label={t('disc.label', { count })} className={styles.svg}>
        <g
          className={styles.rotor}
          style={{ transform: `rotate(${rotation}deg)` }}
          onTransitionEnd={() => onStopped()}
        >
          {face.prizes.map((prize, i) => {
            const from = i * step;
            const to = from + step;
            const middle = from + step / 2;
            const text = lines(prize.label);
            // Labels on the left half are turned over, so the resting wheel reads upright.
            const flip = middle > 180;
            const x = flip ? C - 82 : C + 82;
            return (
              <g key={i}>
                <path
                  d={`M ${C} ${C} L ${point(from, R)} A ${R} ${R} 0 ${step > 180 ? 1 : 0} 1 ${point(to, R)} Z`}
                  fill={FILLS[count % 2 === 1 && i === count - 1 && count > 1 ? 2 : i % 2]}
                  stroke="var(--color-line-strong)"
                  strokeWidth="0.6"
                />
                <text
                  transform={`rotate(${flip ? middle + 90 : middle - 90} ${C} ${C})`}
                  x={x}
                  y={C}
                  textAnchor={flip ? 'start' : 'end'}
                  className={styles.segmentText}
                  aria-hidden="true"
                >
                  {text.map((line, j) => (
                    <tspan key={j} x={x} dy={j === 0 ? (text.length === 1 ? 2.5 : -2) : 8}>
                      {line}
                    </tspan>
                  ))}
                </text>
              </g>
            );
          })}
        </g>
        <circle cx={C} cy={C} r={R} fill="none" stroke="var(--color-accent)" strokeWidth="3" />
        <circle cx={C} cy={C} r="12" fill="var(--color-accent)" />
        <path d={`M ${C - 8} 0 L ${C + 8} 0 L ${C} 18 Z`} fill="var(--color-ink)" />
      </svg>
      <ul className="visually-hidden">
        {face.prizes.map((prize, i) => (
          <li key={i}>{prize.label}</li>
        ))}
      </ul>
    </div>
  );
}
