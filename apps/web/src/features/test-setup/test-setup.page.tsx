import { queryOptions, useQuery } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Card } from '../../components/ui/card.component';
import { useDocumentTitle } from '../../components/ui/use-document-title.hook';
import { api } from '../../lib/api';
import { useSession } from '../auth/use-session.hook';

type Health = { data: { status: string; database: string; version: string } };

/** The server's health, asked afresh on every visit. */
const healthQueries = {
  all: () => ['health'] as const,
  status: () =>
    queryOptions({ queryKey: healthQueries.all(), queryFn: () => api<Health>('/api/health'), staleTime: 0 }),
};

/** /test-setup: diagnostics (ARCHITECTURE.md departure): API reachable, database kind, user, family. */
export function TestSetupPage() {
  useDocumentTitle('Diagnostics - Kitching');
  const health = useQuery(healthQueries.status());
  const { user, familyId } = useSession();
  const rows: Array<[string, string, boolean]> = [
    ['API reachable', health.isPending ? 'checking…' : health.isSuccess ? 'yes' : 'no', health.isSuccess],
    ['Database', health.data?.data.database ?? 'unknown', Boolean(health.data)],
    ['Signed-in user', user ? `${user.email ?? user.username} (id ${user.id})` : 'none', Boolean(user)],
    ['Family', familyId ? `${user?.family?.name ?? ''} (id ${familyId})` : 'none', Boolean(familyId)],
  ];
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold text-stone-900">Diagnostics</h1>
      <Card className="mt-6 divide-y divide-stone-100">
        {rows.map(([label, value, ok]) => (
          <div key={label} className="flex items-center justify-between gap-4 p-4">
            <span className="shrink-0 font-medium text-stone-800">{label}</span>
            {/* A long address breaks at its end, not the label beside it. */}
            <span className="flex min-w-0 items-center gap-2 text-right text-stone-700">
              <span className="min-w-0">{value}</span>
              {ok ? (
                <CheckCircle2 className="h-5 w-5 shrink-0 text-green-600" aria-label="ok" />
              ) : (
                <XCircle className="h-5 w-5 shrink-0 text-stone-400" aria-label="not available" />
              )}
            </span>
          </div>
        ))}
      </Card>
    </div>
  );
}
