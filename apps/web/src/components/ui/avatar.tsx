import { ImageWithFallback } from './image-with-fallback';

const sizes = { sm: 'size-8', md: 'size-12', lg: 'size-24' } as const;

interface AvatarProps {
  src: string | null | undefined;
  /** Empty when a visible name sits next to the picture. */
  alt: string;
  size?: keyof typeof sizes;
}

export function Avatar({ src, alt, size = 'md' }: AvatarProps) {
  return (
    <ImageWithFallback
      src={src}
      alt={alt}
      className={`${sizes[size]} shrink-0 rounded-full bg-slate-200 object-cover ring-2 ring-white`}
    />
  );
}
