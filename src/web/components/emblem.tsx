/**
 * A plain gold seal with a five-pointed star: a decorative mark, deliberately not the national
 * emblem (whose use is regulated). Hidden from assistive technology.
 */
export function Emblem({ size = 56 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="emblem-gold" cx="40%" cy="35%" r="70%">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset="0.55" stopColor="#ecc85a" />
          <stop offset="1" stopColor="#b8862a" />
        </radialGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill="url(#emblem-gold)" />
      <circle cx="32" cy="32" r="25.5" fill="#a3141c" />
      <circle cx="32" cy="32" r="23" fill="none" stroke="#ecc85a" strokeWidth="1.2" strokeDasharray="2 2.4" />
      <path
        d="M32 13.5 L36.6 26.4 L50.3 26.7 L39.4 35 L43.3 48.1 L32 40.3 L20.7 48.1 L24.6 35 L13.7 26.7 L27.4 26.4 Z"
        fill="url(#emblem-gold)"
      />
    </svg>
  );
}
