import { Trans, useLingui } from '@lingui/react/macro';
import { videoEmbedUrl } from '@tutorium/contract/lessons';
import { PlayCircle } from 'lucide-react';

/** YouTube and Vimeo play embedded (privacy-enhanced players); any other http(s) link is a plain link. */
export function LessonVideo({ title, url }: { title: string; url: string }) {
  const { t } = useLingui();
  const embed = videoEmbedUrl(url);
  if (embed !== null) {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
        <iframe
          title={t`${title} video`}
          src={embed}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full border-0"
        />
      </div>
    );
  }
  if (!/^https?:\/\//i.test(url)) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <PlayCircle className="size-5" aria-hidden="true" />
      <Trans>
        Watch the video<span className="sr-only"> for {title} (opens in a new tab)</span>
      </Trans>
    </a>
  );
}
