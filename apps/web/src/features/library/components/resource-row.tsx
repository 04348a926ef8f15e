import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Resource, resourceTypeLabels } from '@tutorium/contract/resources';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate, formatFileSize } from '../../../lib/format';

interface ResourceRowProps {
  resource: Resource;
  /** Admins see everyone's uploads, so the uploader's name matters to them. */
  showUploader: boolean;
  onEdit: (resource: Resource) => void;
  onDelete: (resource: Resource) => void;
}

export function ResourceRow({ resource, showUploader, onEdit, onDelete }: ResourceRowProps) {
  const { t } = useLingui();
  const { title, downloadCount, viewCount } = resource;
  const uploaded = formatDate(resource.createdAt);
  const uploader = resource.uploadedBy.name;
  return (
    <article className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge>{resourceTypeLabels[resource.type]}</Badge>
          <Badge tone="indigo">{resource.category}</Badge>
        </div>
        <h3 className="font-semibold break-words text-slate-900">{resource.title}</h3>
        <p className="line-clamp-2 text-sm text-slate-700">{resource.description}</p>
        <p className="text-xs text-slate-600">
          {[
            resource.fileName,
            formatFileSize(resource.fileSize),
            t`${plural(downloadCount, { one: '# download', other: '# downloads' })}`,
            ...(resource.type === 'video' ? [t`${plural(viewCount, { one: '# view', other: '# views' })}`] : []),
            t`uploaded ${uploaded}`,
            ...(showUploader ? [t`by ${uploader}`] : []),
          ].join(' · ')}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onEdit(resource)} icon={Pencil}>
          <Trans>
            Edit<span className="sr-only"> {title}</span>
          </Trans>
        </Button>
        <Button variant="danger" size="sm" onClick={() => onDelete(resource)} icon={Trash2}>
          <Trans>
            Delete<span className="sr-only"> {title}</span>
          </Trans>
        </Button>
      </div>
    </article>
  );
}
