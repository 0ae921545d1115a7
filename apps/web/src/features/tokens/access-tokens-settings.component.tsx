import { type AccessToken, TOKEN_AREA_LABELS, type TokenArea } from '@kitching/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.component';
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

  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.token);
      toast({ title: 'Token copied', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy: select the token and copy it', variant: 'error' });
    }
  };

  return (
    <div className="flex flex-col gap-5" data-testid="access-tokens-settings">
      <p className="text-sm text-stone-600">
        A program acts as you with it, never with more than you may do. Send it as{' '}
        <code className="rounded bg-stone-100 px-1 text-xs">Authorization: Bearer &lt;token&gt;</code>.
      </p>
      {shown ? (
        <div className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3">
          <label htmlFor="new-access-token" className="text-sm font-medium text-stone-800">
            Your token '{shown.name}' (shown only now: copy it somewhere safe)
          </label>
          <input
            id="new-access-token"
            readOnly
            value={shown.token}
            onFocus={(e) => e.currentTarget.select()}
            className="h-10 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 font-mono text-xs text-stone-800"
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={copy}>
              <Copy className="h-4 w-4" aria-hidden /> Copy
            </Button>
            <Button variant="secondary" onClick={() => setShown(null)}>
              Done
            </Button>
          </div>
        </div>
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
