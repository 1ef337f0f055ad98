import type { RatingPoint } from '@codingkaro/contracts';
import { useMediaQuery } from '../../../lib/use-media-query';

const HEIGHT = 160;
const PAD = 28;
/** The drawing's width in its own units: about the width it gets on screen, so its labels keep their size. */
export const CHART_WIDTH = { wide: 560, narrow: 320 } as const;

/** A rating line over time for one platform (SVG, no chart library); on a phone it is drawn narrower, never shrunk. */
export default function RatingChart({ points, label }: { points: RatingPoint[]; label: string }) {
  const WIDTH = useMediaQuery('(max-width: 639px)') ? CHART_WIDTH.narrow : CHART_WIDTH.wide;
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  if (sorted.length < 2)
    return <p className="text-sm text-slate-500 dark:text-slate-400">Not enough rated contests to draw a line.</p>;
  const times = sorted.map((p) => Date.parse(p.date));
  const ratings = sorted.map((p) => p.rating);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [r0, r1] = [Math.min(...ratings), Math.max(...ratings)];
  const x = (t: number) => PAD + ((t - t0) / Math.max(1, t1 - t0)) * (WIDTH - 2 * PAD);
  const y = (r: number) => HEIGHT - PAD - ((r - r0) / Math.max(1, r1 - r0)) * (HEIGHT - 2 * PAD);
  const path = sorted.map((p, i) => `${i ? 'L' : 'M'}${x(times[i] ?? 0).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full"
      role="img"
      aria-label={`${label} rating from ${r0} to ${r1} over ${sorted.length} contests`}
    >
      <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className="stroke-slate-200 dark:stroke-slate-700" />
      <text x={4} y={y(r1) + 4} className="fill-slate-500 text-[11px]">
        {Math.round(r1)}
      </text>
      <text x={4} y={y(r0) + 4} className="fill-slate-500 text-[11px]">
        {Math.round(r0)}
      </text>
      <path d={path} fill="none" strokeWidth={2} className="stroke-indigo-500" />
      {sorted.map((p, i) => (
        <circle key={`${p.date}-${p.contest}`} cx={x(times[i] ?? 0)} cy={y(p.rating)} r={3} className="fill-indigo-500">
          <title>{`${p.contest}: ${Math.round(p.rating)} (${p.date.slice(0, 10)})`}</title>
        </circle>
      ))}
      <text x={PAD} y={HEIGHT - 8} className="fill-slate-500 text-[11px]">
        {sorted[0]?.date.slice(0, 10)}
      </text>
      <text x={WIDTH - PAD} y={HEIGHT - 8} textAnchor="end" className="fill-slate-500 text-[11px]">
        {sorted.at(-1)?.date.slice(0, 10)}
      </text>
    </svg>
  );
}
