import type { ResourceType } from '@tutorium/contract/resources';
import { BookOpen, CirclePlay, FileText, FileType, type LucideIcon } from 'lucide-react';

/** Each resource type's icon and colours on its card. */
export const resourceTypeVisuals: Record<ResourceType, { icon: LucideIcon; className: string }> = {
  pdf: { icon: FileText, className: 'bg-red-50 text-red-700' },
  video: { icon: CirclePlay, className: 'bg-sky-50 text-sky-700' },
  ebook: { icon: BookOpen, className: 'bg-amber-50 text-amber-800' },
  docx: { icon: FileType, className: 'bg-blue-50 text-blue-700' },
};
