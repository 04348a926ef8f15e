import { type ComponentProps, useState } from 'react';

const PLACEHOLDER_IMAGE = '/placeholder.svg';

type ImageWithFallbackProps = Omit<ComponentProps<'img'>, 'src' | 'onError'> & { src: string | null | undefined };

/** Shows the placeholder when there is no source or the source fails to load. */
export function ImageWithFallback({ src, alt, ...props }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || src === failedSrc ? PLACEHOLDER_IMAGE : src;
  return (
    <img
      {...props}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(shown);
      }}
    />
  );
}
