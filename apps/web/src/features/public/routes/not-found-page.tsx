import { useLingui } from '@lingui/react/macro';
import { href } from '../../../lib/href';
import { NotFound } from '../components/not-found';

/** Any address the site does not have: says so, with the public header and footer and ways on. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <NotFound
      title={t`Page not found`}
      message={t`There is no page at this address. It may have moved, or the link may be mistyped.`}
      back={{ to: href('site.courses'), label: t`Browse courses` }}
    />
  );
}
