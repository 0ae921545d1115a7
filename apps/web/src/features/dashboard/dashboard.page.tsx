import { can } from '@kitching/contracts';
import { greetingName } from '@kitching/contracts/names';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, ChefHat, Package, ScanBarcode, Settings, ShoppingCart, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.component';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.component';
import { useDocumentTitle } from '../../components/ui/use-document-title.hook';
import { useSession } from '../auth/use-session.hook';
import { familyQueries } from '../families/families.queries';
import { memberQueries } from '../families/members.queries';
import { RoleBadge } from '../families/role-badge.component';
import { useToday } from '../inventory/use-today.hook';
import { firstVisit } from './dashboard.helper';
import { StockChartCard } from './dashboard-charts.component';
import { ListsInProgressCard, LowStockCard, MealsCard, UseSoonCard } from './dashboard-sections.component';
import { DebugPanel } from './debug-panel.component';
import { FamilyActivityCard } from './family-activity.component';
import { WasteChartCard } from './waste-chart.component';

const TILES = [
  { to: '/inventory', title: 'Inventory', text: "What's in the pantry and fridge", icon: Package },
  { to: '/recipes', title: 'Recipes', text: 'Your family cookbook', icon: ChefHat },
  { to: '/meal-planning', title: 'Meal Planning', text: "Plan the week's meals", icon: CalendarDays },
  { to: '/grocery-lists', title: 'Grocery Lists', text: 'Shop together, tick it off', icon: ShoppingCart },
] as const;

/** /dashboard (spec 2.5): what a family opens each morning. */
export function DashboardPage() {
  useDocumentTitle('Dashboard - Kitching');
  const { user, actor, familyId, profileLoaded } = useSession();
  const family = useQuery({ ...familyQueries.detail(familyId ?? 0), enabled: Boolean(familyId) });
  const members = useQuery({ ...memberQueries.list(familyId ?? 0), enabled: Boolean(familyId) });
  const today = useToday(null);
  // The first visit on this device says 'Welcome', every later one 'Welcome back' (read once per load).
  const firstTime = user ? firstVisit(user.id) : false;
  const familyName = family.data?.name ?? user?.family?.name ?? null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {firstTime ? 'Welcome' : 'Welcome back'}, {greetingName(user)}!
        </h1>
        <RoleBadge role={user?.role} />
      </div>

      {!familyId ? (
        <Card className="flex flex-col items-start gap-3 border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-stone-800">You're not part of a family yet. Set one up to share your kitchen.</p>
          <Button asChild>
            <Link to="/profile-setup">Set Up Family</Link>
          </Button>
        </Card>
      ) : null}

      <section aria-label="Your kitchen" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {TILES.map(({ to, title, text, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="group rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700 group-hover:bg-brand-600 group-hover:text-white">
              <Icon className="h-6 w-6" aria-hidden />
            </span>
            <h2 className="mt-3 font-semibold text-stone-900">{title}</h2>
            <p className="text-sm text-stone-600">{text}</p>
          </Link>
        ))}
      </section>

      {familyId ? (
        <>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            <MealsCard familyId={familyId} today={today} actor={actor} />
            <UseSoonCard familyId={familyId} today={today} />
            <LowStockCard familyId={familyId} />
          </div>
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
            <ListsInProgressCard familyId={familyId} />
            <section aria-labelledby="family-activity-title" className="min-w-0 lg:col-span-2">
              <FamilyActivityCard familyId={familyId} />
            </section>
          </div>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <StockChartCard familyId={familyId} />
            <WasteChartCard familyId={familyId} today={today} />
          </div>
        </>
      ) : null}

      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle>Your family</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2 text-sm">
            {familyId ? (
              <>
                <p className="break-words text-lg font-semibold text-stone-900">{familyName}</p>
                <p className="text-stone-600" data-testid="family-size">
                  Family size:{' '}
                  {members.isSuccess
                    ? `${members.data.length} ${members.data.length === 1 ? 'member' : 'members'}`
                    : '…'}
                </p>
                <Link to="/family-profiles" className="font-medium text-brand-700 hover:underline">
                  See family members
                </Link>
              </>
            ) : (
              <p className="text-stone-600">No family yet.</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Quick add</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-1 text-sm">
            <QuickLink to="/scanner" icon={ScanBarcode} label="Scan a barcode" />
            {familyId && can(actor, 'inventory.edit') ? (
              <QuickLink to="/inventory?add=1" icon={Package} label="Add to inventory" />
            ) : null}
            {familyId && can(actor, 'recipes.import') ? (
              <QuickLink to="/recipes?import=1" icon={ChefHat} label="Import a recipe" />
            ) : null}
            {familyId && can(actor, 'meals.plan') ? (
              <QuickLink to="/meal-planning" icon={CalendarDays} label="Plan a meal" />
            ) : null}
            <QuickLink to="/grocery-lists" icon={ShoppingCart} label="Start a grocery list" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Settings</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-1 text-sm">
            <QuickLink to="/family-profiles" icon={Users} label="Family profiles" />
            <QuickLink to="/family-profiles" icon={Settings} label="Account settings" />
          </CardContent>
        </Card>
      </div>

      {can(actor, 'family.debug') ? (
        <DebugPanel user={user} profileLoaded={profileLoaded} familyId={familyId} familyName={familyName} />
      ) : null}
    </div>
  );
}

function QuickLink({ to, icon: Icon, label }: { to: string; icon: typeof Users; label: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-lg px-2 py-2 text-stone-700 hover:bg-stone-100 hover:text-stone-900"
    >
      <Icon className="h-4 w-4 text-brand-600" aria-hidden />
      {label}
    </Link>
  );
}
