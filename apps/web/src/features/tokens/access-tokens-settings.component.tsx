import { type AccessToken, TOKEN_AREA_LABELS, type TokenArea } from '@kitching/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.component';
import { ShownOnce } from '../../components/ui/shown-once.component';
import { toast } from '../../components/ui/toast.store';
import { errorMessage } from '../../lib/api';
import { useSession } from '../auth/use-session.hook';
import { accessTokensKey, createAccessToken, listAccessTokens, revokeAccessToken } from './access-tokens.api';
import { NewTokenForm } from './new-token-form.component';

const day = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
const moment = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** 'Inventory: read and write · Recipes: read'. */
const scopeText = (scopes: readonly string[]) =>
  scopes
    .map((scope) => {
      const [area, access] = scope.split(':') as [TokenArea, string];
      const label = area === '*' ? 'Everything' : TOKEN_AREA_LABELS[area];
      return `${label}: ${access === 'write' ? 'read and write' : 'read'}`;
    })
    .join(' · ');

/**
 * /settings' 'Access tokens' (issue 29): personal tokens for other programs (Home Assistant, scripts, AI
 * assistants through MCP). A token is shown once, when made; the list shows each one's last use, and
 * revoking stops it at once.
 */
export function AccessTokensSettings() {
  const { user } = useSession();
  const userId = user?.id ?? 0;
  const queryClient = useQueryClient();
  const tokens = useQuery({
    queryKey: accessTokensKey(userId),
    queryFn: () => listAccessTokens(userId),
    enabled: Boolean(user),
  });
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accessTokensKey(userId) });

  const create = useMutation({
    mutationFn: (body: Parameters<typeof createAccessToken>[1]) => createAccessToken(userId, body),
    onSuccess: (made, body) => {
      setShown({ name: String(body.name), token: made.token });
      void refresh();
    },
    onError: (error) => toast({ title: errorMessage(error, 'Could not create the token'), variant: 'error' }),
  });
  const revoke = useMutation({
    mutationFn: (token: AccessToken) => revokeAccessToken(userId, token.id),
    onSuccess: (_, token) => {
      if (shown?.name === token.name) setShown(null);
      void refresh();
      toast({ title: `Token '${token.name}' revoked`, variant: 'success' });
    },
    onError: () => toast({ title: 'Could not revoke the token', variant: 'error' }),
  });
  if (!user) return null;

  return (
    <div className="flex flex-col gap-5" data-testid="access-tokens-settings">
      <p className="text-sm text-stone-600">
        A program acts as you with it. Send it as{' '}
        <code className="rounded bg-stone-100 px-1 text-xs">Authorization: Bearer &lt;token&gt;</code>.
      </p>
      {shown ? (
        <ShownOnce
          id="new-access-token"
          label={`Your token '${shown.name}' (shown only now: copy it somewhere safe)`}
          value={shown.token}
          noun="token"
        >
          <Button variant="secondary" onClick={() => setShown(null)}>
            Done
          </Button>
        </ShownOnce>
      ) : null}
      <NewTokenForm
        pending={create.isPending}
        onCreate={(body) =>
          create.mutateAsync(body).then(
            () => true,
            () => false,
          )
        }
      />
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-stone-900">Your tokens</h3>
        {tokens.data?.length ? (
          <ul className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200">
            {tokens.data.map((token) => (
              <li
                key={token.id}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium text-stone-900">{token.name}</p>
                  <p className="text-xs text-stone-600">{scopeText(token.scopes)}</p>
                  <p className="text-xs text-stone-500">
                    {token.lastUsedAt ? `Last used ${moment(token.lastUsedAt)}` : 'Never used'} ·{' '}
                    {token.expiresAt ? `Expires ${day(token.expiresAt)}` : 'Never expires'}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => setRevoking(token)}
                  aria-label={`Revoke ${token.name}`}
                  className="self-start sm:self-center"
                >
                  <Trash2 className="h-4 w-4" aria-hidden /> Revoke
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">{tokens.isPending ? 'Loading...' : 'No tokens yet.'}</p>
        )}
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke '${revoking?.name ?? ''}'?`}
        message="Programs that use this token stop working at once."
        confirmLabel="Revoke"
        onConfirm={() =>
          revoking ? revoke.mutateAsync(revoking).finally(() => setRevoking(null)) : undefined
        }
        onCancel={() => setRevoking(null)}
      />
    </div>
  );
}
