import { Link, type LinkProps } from 'react-router';

export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      {...props}
      className={[
        'font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
