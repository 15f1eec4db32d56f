// The pictures of the error and empty states, plain SVG: the workspace's Chakra states
// (error-state.tsx, empty-state.tsx) and the portal's plain ones (home-station/ui/states.tsx).

/** An exclamation mark in a circle: red for a failure, orange (`warning`) for a question that cannot be undone. */
export function ErrorMark({ size = 48, warning = false }: { size?: number; warning?: boolean }) {
  const [ink, paper] = warning ? ['#c05621', '#fff4e5'] : ['#b8232a', '#fdf2f2'];
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="21" fill={paper} stroke={ink} strokeWidth="2" />
      <path d="M24 13 V27" stroke={ink} strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="24" cy="34" r="2.4" fill={ink} />
    </svg>
  );
}

export function EmptyTray() {
  return (
    <svg width="72" height="56" viewBox="0 0 72 56" aria-hidden="true" focusable="false">
      <ellipse cx="36" cy="50" rx="30" ry="5" fill="#ece6e1" />
      <path d="M10 30 L20 12 H52 L62 30 V44 a3 3 0 0 1 -3 3 H13 a3 3 0 0 1 -3 -3 Z" fill="#faf7f5" stroke="#cfc4bc" strokeWidth="1.5" />
      <path d="M10 30 H26 a10 6 0 0 0 20 0 H62" fill="none" stroke="#cfc4bc" strokeWidth="1.5" />
    </svg>
  );
}
