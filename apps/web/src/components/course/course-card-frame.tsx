import { Trans } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePriceFormatter } from '../../lib/site';
import { Card } from '../ui/card';
import { CourseTags } from './course-tags';

interface CourseCardFrameProps {
  course: Course;
  /** The course's picture at the top, decorative. */
  picture: ReactNode;
  /** The title's heading level, under the list's own heading. */
  heading: 'h2' | 'h3';
  /** Where the title leads; without it the title is plain text. */
  titleTo?: string;
  /** What the card says of the course under its title and teacher: rating, description, schedule. */
  children: ReactNode;
  /** The card's buttons, at its foot. */
  actions: ReactNode;
  /** The seats left, beside the price at the foot; a card without it has no price, only its buttons. */
  seats?: ReactNode;
}

const titleLinkClassName =
  'rounded hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The course's price (in the site's currency, which a card without one does not need to ask for) and seats. */
function PriceAndSeats({ price, seats }: { price: number; seats: ReactNode }) {
  const formatPrice = usePriceFormatter();
  return (
    <div>
      <p className="text-lg font-semibold text-slate-900">
        <span className="sr-only">
          <Trans>Price:</Trans>{' '}
        </span>
        {formatPrice(price)}
      </p>
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <Users className="size-4 text-slate-500" aria-hidden="true" />
        {seats}
      </p>
    </div>
  );
}

/**
 * A course as a card in a grid of courses: picture, tags, title and teacher, the screen's own
 * details, then the price and seats with the card's buttons, kept at the card's foot.
 */
export function CourseCardFrame({
  course,
  picture,
  heading: Heading,
  titleTo,
  children,
  actions,
  seats,
}: CourseCardFrameProps) {
  const teacher = course.instructor.name;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {picture}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CourseTags course={course} />
        <div>
          <Heading className="text-lg font-semibold break-words text-slate-900">
            {titleTo === undefined ? (
              course.title
            ) : (
              <Link to={titleTo} className={titleLinkClassName}>
                {course.title}
              </Link>
            )}
          </Heading>
          <p className="mt-0.5 text-sm text-slate-700">
            <Trans>
              by <span className="font-medium">{teacher}</span>
            </Trans>
          </p>
        </div>
        {children}
        {seats === undefined ? (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div>
        ) : (
          <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-4">
            <PriceAndSeats price={course.price} seats={seats} />
            {actions}
          </div>
        )}
      </div>
    </Card>
  );
}
