// Small inline SVG icons (no icon font: system fonts lack some symbols).
export function ArmorIcon({ size = 12 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 12 12" aria-hidden>
      <path
        d="M6 0.8 L11 2.4 V6 C11 8.6 8.8 10.4 6 11.3 C3.2 10.4 1 8.6 1 6 V2.4 Z"
        fill="currentColor"
      />
    </svg>
  );
}

export function InfluenceIcon({ size = 12 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 12 12" aria-hidden>
      <path d="M6 0.5 L11.5 6 L6 11.5 L0.5 6 Z" fill="currentColor" />
    </svg>
  );
}
