import { isKitchenLeader, type User } from '@kitching/contracts';
import { ChefHat, Salad, Users } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.component';

/** 'Family Overview' (spec 2.11): Total Members, Kitchen Leaders (role 2 or lower), With Dietary Goals. */
export function FamilyOverview({ members }: { members: User[] | undefined }) {
  const count = (keep: (m: User) => boolean) => (members ? members.filter(keep).length : '–');
  const stats = [
    { label: 'Total Members', value: count(() => true), icon: Users },
    { label: 'Kitchen Leaders', value: count((m) => isKitchenLeader(m.role)), icon: ChefHat },
    { label: 'With Dietary Goals', value: count((m) => Boolean(m.dietaryGoals?.trim())), icon: Salad },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Family Overview</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-3 lg:grid-cols-1">
          {stats.map(({ label, value, icon: Icon }) => (
            <div
              key={label}
              className="flex flex-col gap-1 rounded-lg bg-stone-50 p-3 lg:flex-row lg:items-center lg:justify-between"
            >
              <dt className="flex items-center gap-2 text-xs text-stone-600 sm:text-sm">
                <Icon className="hidden h-4 w-4 text-brand-600 sm:block" aria-hidden />
                {label}
              </dt>
              <dd className="text-2xl font-bold text-stone-900" data-testid={`overview-${label}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
