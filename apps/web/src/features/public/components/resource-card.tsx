import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Resource, resourceTypeLabels } from '@tutorium/contract/resources';
import { CirclePlay, Download } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { formatFileSize } from '../../../lib/format';
import { resourceTypeVisuals } from './resource-type-visuals';

interface ResourceCardProps {
  resource: Resource;
  onWatch: (resource: Resource) => void;
  /** The server counts the download as it sends the file; the card shows it at once. */
  onDownload: (resource: Resource) => void;
}

export function ResourceCard({ resource, onWatch, onDownload }: ResourceCardProps) {
  const { icon: Icon, className } = resourceTypeVisuals[resource.type];
  const { t } = useLingui();
  const isVideo = resource.type === 'video' && resource.viewUrl !== null;
  const title = resource.title;
  const views = resource.viewCount;
  const downloads = resource.downloadCount;
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start gap-4">
        <span className={`flex size-12 shrink-0 items-center justify-center rounded-lg ${className}`}>
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <ul aria-label={t`Resource tags`} className="flex flex-wrap gap-1.5">
            <li>
              <Badge tone="slate">{resourceTypeLabels[resource.type]}</Badge>
            </li>
            <li>
              <Badge tone="indigo">{resource.category}</Badge>
            </li>
          </ul>
          <h3 className="mt-2 text-lg font-semibold break-words text-slate-900">{resource.title}</h3>
        </div>
      </div>
      <p className="text-sm text-slate-700">{resource.description}</p>
      <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-2 border-t border-slate-100 pt-4 text-sm">
        <div>
          <dt className="text-slate-600">
            <Trans>File size</Trans>
          </dt>
          <dd className="font-medium text-slate-900">{formatFileSize(resource.fileSize)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{isVideo ? t`Views` : t`Downloads`}</dt>
          <dd className="font-medium text-slate-900">
            {isVideo
              ? t`${plural(views, { one: '# view', other: '# views' })}`
              : t`${plural(downloads, { one: '# download', other: '# downloads' })}`}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-600">
            <Trans>Shared by</Trans>
          </dt>
          <dd className="font-medium break-words text-slate-900">{resource.uploadedBy.name}</dd>
        </div>
      </dl>
      {isVideo ? (
        <Button onClick={() => onWatch(resource)} fullWidth icon={CirclePlay}>
          <Trans>
            Watch Now<span className="sr-only"> {title}</span>
          </Trans>
        </Button>
      ) : (
        <a
          href={resource.downloadUrl}
          download={resource.fileName}
          onClick={() => onDownload(resource)}
          className={buttonClassName({ fullWidth: true })}
        >
          <Download className="size-4" aria-hidden="true" />
          <Trans>
            Download<span className="sr-only"> {title}</span>
          </Trans>
        </a>
      )}
    </Card>
  );
}
