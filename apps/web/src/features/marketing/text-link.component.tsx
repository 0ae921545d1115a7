import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';

/** Focus ring for plain links, matching the one the Button primitive draws. */
export const focusRing =
  'rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const focusRingOnDark =
  'rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** An in-app text link with the public pages' visible focus ring (white on dark backgrounds). */
export function TextLink({ className, onDark = false, ...props }: LinkProps & { onDark?: boolean }) {
  return <Link className={cn(onDark ? focusRingOnDark : focusRing, className)} {...props} />;
}
