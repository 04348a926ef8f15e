import type { CourseCategory } from '@tutorium/contract/courses';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { categoryTiles } from './course-visuals';

/** The course's thumbnail, or a tile in its category's colours; decorative, as the title sits beside it. */
export function CoursePicture({ src, category }: { src: string; category: CourseCategory }) {
  if (src.trim() === '') {
    const { icon: Icon, className } = categoryTiles[category];
    return (
      <div
        aria-hidden="true"
        className={`flex aspect-video w-full items-center justify-center bg-linear-to-br ${className}`}
      >
        <Icon className="size-12" />
      </div>
    );
  }
  return (
    <ImageWithFallback src={src} alt="" loading="lazy" className="aspect-video w-full bg-slate-100 object-cover" />
  );
}
