import { type CSSProperties, useMemo } from 'react';

const COLORS = ['#6366f1', '#22d3ee', '#f59e0b', '#10b981', '#ec4899', '#a855f7'];
const PIECES = 90;

function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return Boolean(window.matchMedia('(prefers-reduced-motion: reduce)')?.matches);
}

/**
 * A small CSS confetti burst: coloured pieces falling across the viewport for `durationMs`.
 * The parent decides how long it is mounted; with reduced motion nothing is drawn.
 */
export function Confetti({ durationMs = 3000 }: { durationMs?: number }) {
  const pieces = useMemo(
    () =>
      Array.from({ length: PIECES }, (_, i) => ({
        id: i,
        left: Math.random() * 100,
        delay: Math.random() * durationMs * 0.35,
        fall: durationMs * (0.55 + Math.random() * 0.4),
        drift: (Math.random() - 0.5) * 160,
        spin: 360 + Math.random() * 720,
        size: 6 + Math.random() * 6,
        color: COLORS[i % COLORS.length],
        round: i % 3 === 0,
      })),
    [durationMs],
  );
  if (prefersReducedMotion()) return null;
  return (
    <div aria-hidden data-testid="confetti" className="pointer-events-none fixed inset-0 z-[60] overflow-hidden">
      <style>{`@keyframes ck-confetti-fall {
  0% { transform: translate3d(0, -5vh, 0) rotate(0deg); opacity: 1; }
  85% { opacity: 1; }
  100% { transform: translate3d(var(--ck-drift), 105vh, 0) rotate(var(--ck-spin)); opacity: 0; }
}`}</style>
      {pieces.map((piece) => (
        <span
          key={piece.id}
          className="absolute top-0 block"
          style={
            {
              left: `${piece.left}%`,
              width: piece.size,
              height: piece.round ? piece.size : piece.size * 0.45,
              borderRadius: piece.round ? '9999px' : '2px',
              background: piece.color,
              transform: 'translate3d(0, -5vh, 0)',
              animation: `ck-confetti-fall ${piece.fall}ms cubic-bezier(0.25, 0.6, 0.5, 1) ${piece.delay}ms forwards`,
              '--ck-drift': `${piece.drift}px`,
              '--ck-spin': `${piece.spin}deg`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
