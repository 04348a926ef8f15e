import { BookOpen } from 'lucide-react';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';

/**
 * A course picture; decorative, as the title sits next to it. A course without one gets a plain
 * tile rather than the generic placeholder; a picture that fails to load falls back to that.
 */
export function CourseThumbnail({ src, className = 'aspect-video' }: { src: string; className?: string }) {
  if (src.trim() === '') {
    return (
      <div
        aria-hidden="true"
        className="flex h-28 w-full items-center justify-center bg-linear-to-br from-indigo-100 via-indigo-50 to-sky-100"
      >
        <BookOpen className="size-10 text-indigo-400" />
      </div>
    );
  }
  return (
    <ImageWithFallback src={src} alt="" loading="lazy" className={`w-full bg-slate-100 object-cover ${className}`} />
  );
}
