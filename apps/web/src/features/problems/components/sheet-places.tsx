import type { SheetNeighbour, SheetPlace } from '@codingkaro/contracts';
import { BookOpen, ChevronLeft, ChevronRight, ExternalLink } from 'lucide-react';
import { Link, useSearchParams } from '../../../lib/router';
import { useSheetPlaces } from '../api/get-sheet-places';

/** Where a sheet question goes: its in-app problem (staying in this sheet), else its original link. */
function NeighbourLink({
  neighbour,
  courseSlug,
  direction,
}: {
  neighbour: SheetNeighbour;
  courseSlug: string;
  direction: 'previous' | 'next';
}) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  const label = `${direction === 'previous' ? 'Previous' : 'Next'}: ${neighbour.title}`;
  const className =
    'inline-flex min-w-0 max-w-[50%] items-center gap-1 rounded-md px-1.5 py-1 text-indigo-700 hover:bg-indigo-500/10 dark:text-indigo-300';
  const text = (
    <>
      {direction === 'previous' && <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden />}
      <span className="truncate">{neighbour.title}</span>
      {direction === 'next' && <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden />}
    </>
  );
  if (neighbour.problemSlug) {
    return (
      <Link to={`/problems/${neighbour.problemSlug}?sheet=${courseSlug}`} aria-label={label} title={label} className={className}>
        {text}
      </Link>
    );
  }
  if (!neighbour.practice) {
    return (
      <Link to={`/courses/${courseSlug}`} aria-label={`${label} (on the sheet)`} title={label} className={className}>
        {text}
      </Link>
    );
  }
  return (
    <a
      href={neighbour.practice}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (original, opens in a new tab)`}
      title={`${label} (original site)`}
      className={className}
    >
      {text}
      <ExternalLink className="h-3 w-3 shrink-0 opacity-70" aria-hidden />
    </a>
  );
}

function Place({ place }: { place: SheetPlace }) {
  return (
    <li className="rounded-lg border border-slate-200 px-2.5 py-1.5 text-xs dark:border-slate-800">
      <p className="flex flex-wrap items-center gap-x-1.5 text-slate-600 dark:text-slate-400">
        <span className="inline-flex items-center gap-1.5">
          <BookOpen className="h-3.5 w-3.5 shrink-0 text-indigo-500" aria-hidden />
          <Link to={`/courses/${place.courseSlug}`} className="font-medium text-slate-800 hover:underline dark:text-slate-200">
            {place.courseTitle}
          </Link>
        </span>
        <span aria-hidden>·</span>
        <span>
          Day {place.dayNumber}: {place.dayTitle}
        </span>
        <span aria-hidden>·</span>
        <span>
          Question {place.position} of {place.total}
        </span>
      </p>
      {(place.previous || place.next) && (
        <nav
          aria-label={`${place.courseTitle}: previous and next questions`}
          className="mt-1 flex items-center justify-between gap-2"
        >
          {place.previous ? (
            <NeighbourLink neighbour={place.previous} courseSlug={place.courseSlug} direction="previous" />
          ) : (
            <span />
          )}
          {place.next && <NeighbourLink neighbour={place.next} courseSlug={place.courseSlug} direction="next" />}
        </nav>
      )}
    </li>
  );
}

/**
 * The sheets this problem belongs to, with the questions either side. Coming from a sheet
 * (`?sheet=<course>`), only that sheet's place is shown. Nothing while loading or when it is in no sheet.
 */
export function SheetPlaces({ slug }: { slug: string }) {
  const query = useSheetPlaces(slug);
  const [params] = useSearchParams();
  const sheet = params.get('sheet');
  const all = query.data ?? [];
  const fromSheet = sheet ? all.filter((p) => p.courseSlug === sheet) : [];
  const shown = fromSheet.length > 0 ? fromSheet : all;
  if (shown.length === 0) return null;
  return (
    <ul aria-label="In the sheets" className="mt-3 space-y-1.5">
      {shown.map((place) => (
        <Place key={`${place.courseSlug}:${place.questionKey}`} place={place} />
      ))}
    </ul>
  );
}
