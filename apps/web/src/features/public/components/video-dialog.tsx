import { Trans } from '@lingui/react/macro';
import type { Resource } from '@tutorium/contract/resources';
import { useId } from 'react';
import { Modal } from '../../../components/ui/modal';

interface VideoDialogProps {
  /** The video to play, or null when the dialog is closed. */
  resource: Resource | null;
  onClose: () => void;
}

/** "Watch Now": the video streams from the server (which counts the view) with the browser's own controls. */
export function VideoDialog({ resource, onClose }: VideoDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const uploaderName = resource?.uploadedBy.name;
  const category = resource?.category;
  return (
    <Modal open={resource !== null} onClose={onClose} labelledBy={titleId}>
      {resource !== null && resource.viewUrl !== null && (
        <div className="space-y-4">
          <h2 id={titleId} className="pr-10 text-xl font-semibold break-words text-slate-900">
            {resource.title}
          </h2>
          {/* biome-ignore lint/a11y/useMediaCaption: uploads are single video files with no caption track to offer; the description below says what the video shows. */}
          <video
            controls
            preload="metadata"
            src={resource.viewUrl}
            aria-describedby={descriptionId}
            className="aspect-video w-full rounded-lg bg-slate-900"
          />
          <p id={descriptionId} className="text-sm text-slate-700">
            {resource.description}
          </p>
          <p className="text-sm text-slate-600">
            <Trans>
              Shared by {uploaderName} · {category}
            </Trans>
          </p>
        </div>
      )}
    </Modal>
  );
}
