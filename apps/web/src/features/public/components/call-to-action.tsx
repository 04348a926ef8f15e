import { Trans } from '@lingui/react/macro';
import { LinkButton } from '../../../components/ui/link-button';
import { href } from '../../../lib/href';

export function CallToAction() {
  return (
    <section aria-labelledby="call-to-action" className="bg-indigo-700 px-4 py-16 text-center sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h2 id="call-to-action" className="text-3xl font-bold text-white">
          <Trans>Ready to start learning?</Trans>
        </h2>
        <p className="mt-3 text-lg text-indigo-100">
          <Trans>
            Create a free student account to enrol in courses, or sign in to the Teacher Portal to run your own.
          </Trans>
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton
            to={href('site.studentSignIn')}
            size="lg"
            variant="secondary"
            className="border-white focus-visible:outline-white"
          >
            <Trans>Join as Student</Trans>
          </LinkButton>
          <LinkButton
            to={href('site.teacherSignIn')}
            size="lg"
            className="bg-indigo-900 hover:bg-indigo-950 focus-visible:outline-white"
          >
            <Trans>Sign In as Teacher</Trans>
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
