// Icons for the families of points: Move (footsteps), Influence (diamond), Attack (sword),
// Block (shield), Healing (cross), other effects (star). Our own simple vector shapes.
export function FamilyIcon({ family, size = 14 }: { family: string; size?: number }) {
  const common = {
    width: size,
    height: size,
    viewBox: '0 0 20 20',
    'aria-hidden': true,
    className: `fam-icon fam-${family}`,
  };
  switch (family) {
    case 'move':
      return (
        <svg {...common}>
          <path
            d="M5.5 2.5c1.6 0 2.4 1.7 2.2 3.6-.2 1.6-.9 2.9-1.2 4.4L3.3 10c-.4-1.7-.9-3.2-.6-4.6.3-1.7 1.3-2.9 2.8-2.9ZM3.5 11.2l3 .5c.1 1.2-.4 2.3-1.6 2.2-1.1-.1-1.5-1.2-1.4-2.7ZM14.5 6c1.5 0 2.6 1.2 2.8 2.9.3 1.4-.2 2.9-.6 4.6l-3.2.5c-.3-1.5-1-2.8-1.2-4.4-.2-1.9.6-3.6 2.2-3.6ZM13.5 14.7l3-.5c.1 1.5-.3 2.6-1.4 2.7-1.2.1-1.7-1-1.6-2.2Z"
            fill="currentColor"
          />
        </svg>
      );
    case 'influence':
      return (
        <svg {...common}>
          <path d="M10 1.5 L18.5 10 L10 18.5 L1.5 10 Z" fill="currentColor" />
          <path d="M10 5 L15 10 L10 15 L5 10 Z" fill="rgba(0,0,0,0.25)" />
        </svg>
      );
    case 'attack':
      return (
        <svg {...common}>
          <path
            d="M16.8 1.8 L18.2 3.2 L8.6 12.8 L7.2 11.4 Z M4.2 11 L9 15.8 L7.8 17 L6.4 15.6 L3.6 18.4 L1.6 16.4 L4.4 13.6 L3 12.2 Z"
            fill="currentColor"
          />
        </svg>
      );
    case 'block':
      return (
        <svg {...common}>
          <path
            d="M10 1.2 L17.5 3.8 V9.5 C17.5 14 14.2 17 10 18.8 C5.8 17 2.5 14 2.5 9.5 V3.8 Z"
            fill="currentColor"
          />
          <path d="M10 4 V16" stroke="rgba(0,0,0,0.3)" strokeWidth="1.5" />
        </svg>
      );
    case 'heal':
      return (
        <svg {...common}>
          <path
            d="M7.5 2 H12.5 V7.5 H18 V12.5 H12.5 V18 H7.5 V12.5 H2 V7.5 H7.5 Z"
            fill="currentColor"
          />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <path
            d="M10 1.5 L12.4 7.4 L18.6 7.6 L13.7 11.5 L15.4 17.6 L10 14.1 L4.6 17.6 L6.3 11.5 L1.4 7.6 L7.6 7.4 Z"
            fill="currentColor"
          />
        </svg>
      );
  }
}
