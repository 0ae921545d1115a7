import { CalendarDays, type LucideIcon } from 'lucide-react';
import { Card } from '../../components/ui/card.component';
import { useDocumentTitle } from '../marketing/use-document-title.hook';

/** A page whose feature arrives with a later issue: says so plainly instead of pretending. */
export function ComingSoonPage({
  title,
  description,
  icon: Icon,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
}) {
  useDocumentTitle(`${title} - Kitching`);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <Card className="mt-6 flex flex-col items-center gap-3 p-10 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
          <Icon className="h-7 w-7" aria-hidden />
        </span>
        <p className="max-w-md text-stone-600">{description}</p>
        <p className="text-sm font-medium text-brand-700">Coming soon to your kitchen.</p>
      </Card>
    </div>
  );
}

export function MealPlanningPage() {
  return (
    <ComingSoonPage
      title="Meal Planning"
      description="Plan the week's meals and see what you can cook from what you have."
      icon={CalendarDays}
    />
  );
}
