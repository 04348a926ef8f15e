import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';

/**
 * New recovery codes, shown this once (the server keeps only their digests): copy them or save
 * them as a file, then say they are kept.
 */
export function RecoveryCodesReveal({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const heading = t`Tutorium recovery codes (each works once)`;
  const text = `${heading}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t`Recovery codes copied`);
    } catch {
      toast.error(t`Could not copy: select the codes and copy them yourself`);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'tutorium-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section
      className="mt-3 space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4"
      aria-label={t`Your new recovery codes`}
    >
      <p className="text-sm text-amber-950">
        <Trans>
          Save these recovery codes somewhere safe. Each signs you in once if you lose your phone or passkey. They are
          shown only now.
        </Trans>
      </p>
      <ul
        className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm text-slate-900 sm:grid-cols-5"
        aria-label={t`Recovery codes`}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" size="sm" icon={Copy} onClick={() => void copy()}>
          <Trans>Copy</Trans>
        </Button>
        <Button type="button" variant="secondary" size="sm" icon={Download} onClick={download}>
          <Trans>Download</Trans>
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          <Trans>I have saved them</Trans>
        </Button>
      </div>
    </section>
  );
}
