import type { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.component';
import { Spinner } from '../../components/ui/spinner.component';

/** One dashboard card: a region named by its heading, with an optional link or note beside the title. */
export function DashboardCard({
  id,
  title,
  icon: Icon,
  aside,
  children,
}: {
  id: string;
  title: string;
  icon: typeof Users;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="flex min-w-0 flex-col" role="region" aria-labelledby={id}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id={id} className="flex items-center gap-2 text-base sm:text-lg">
          <Icon className="h-5 w-5 shrink-0 text-brand-600" aria-hidden /> {title}
        </CardTitle>
        {aside}
      </CardHeader>
      <CardContent className="flex-1 text-sm">{children}</CardContent>
    </Card>
  );
}

/** Placeholder lines while a card's data loads, with a spoken 'Loading …'. */
export function CardSkeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div className="flex flex-col gap-2.5">
      <Spinner className="sr-only" label={label} />
      {Array.from({ length: lines }, (_, line) => (
        <span
          key={line}
          aria-hidden
          className="h-5 animate-pulse rounded bg-stone-100"
          style={{ maxWidth: `${85 - line * 15}%` }}
        />
      ))}
    </div>
  );
}

/** A card's empty or failed state: one calm sentence, and maybe a way forward. */
export function CardNote({ children }: { children: ReactNode }) {
  return <p className="text-stone-600">{children}</p>;
}
