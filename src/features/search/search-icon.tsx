/** A magnifying glass, drawn in the header's thin line like the basket and the heart. */
export function SearchIcon({ size = 24 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor">
      <circle cx="10.5" cy="10.5" r="6.5" strokeWidth="1.5" />
      <path d="m15.5 15.5 5 5" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
