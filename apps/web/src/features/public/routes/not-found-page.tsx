import { href } from '../../../lib/href';
import { NotFound } from '../components/not-found';

/** Any address the site does not have: says so, with the public header and footer and ways on. */
export function NotFoundPage() {
  return (
    <NotFound
      title="Page not found"
      message="There is no page at this address. It may have moved, or the link may be mistyped."
      back={{ to: href('site.courses'), label: 'Browse courses' }}
    />
  );
}
