import { type CreatedWebhook, maxLengths, type Webhook, webhookBody } from '@kitching/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Power, ScrollText, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../components/ui/badge.component';
import { Button } from '../../components/ui/button.component';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.component';
import { Field } from '../../components/ui/field.component';
import { Input } from '../../components/ui/input.component';
import { ShownOnce } from '../../components/ui/shown-once.component';
import { toast } from '../../components/ui/toast.store';
import { errorMessage } from '../../lib/api';
import { useSession } from '../auth/use-session.hook';
import { WebhookDeliveries } from './webhook-deliveries.component';
import { createWebhook, deleteWebhook, enableWebhook, webhookQueries } from './webhooks.queries';

const max = maxLengths(webhookBody);

/**
 * /settings' 'Webhooks' (issue 29, Head Chef and Sous Chef): addresses that receive every change of
 * the family as a signed POST. The signing secret is shown once, when one is added; each webhook shows
 * whether it is on, and its last deliveries with the receiver's answers.
 */
export function WebhooksSettings() {
  const { familyId } = useSession();
  const queryClient = useQueryClient();
  const list = useQuery({ ...webhookQueries.list(familyId ?? 0), enabled: familyId != null });
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookQueries.all() });

  const add = useMutation({
    mutationFn: (body: { url: string; description?: string }) => createWebhook(familyId!, body),
    onSuccess: (made) => {
      setCreated(made);
      setUrl('');
      setDescription('');
      void refresh();
    },
    onError: (error) => setErrors({ url: errorMessage(error, 'Could not add the webhook') }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteWebhook(id),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Webhook deleted', variant: 'success' });
    },
    onError: () => toast({ title: 'Could not delete the webhook', variant: 'error' }),
  });
  const enable = useMutation({
    mutationFn: (id: number) => enableWebhook(id),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Webhook turned on', variant: 'success' });
    },
    onError: () => toast({ title: 'Could not turn the webhook on', variant: 'error' }),
  });
  if (familyId == null) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = webhookBody.safeParse({ url, description });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    add.mutate(parsed.data);
  };

  return (
    <div className="flex flex-col gap-4" data-testid="webhooks-settings">
      <p className="text-sm text-stone-600">
        Each change in the kitchen (an item added, a list ticked, a meal planned) is sent as a POST, in order,
        signed with the webhook's secret in the Kitching-Signature header. Failed deliveries are tried again
        for a day.
      </p>
      {created && (
        <ShownOnce
          id="webhook-secret"
          label={`Signing secret for ${created.webhook.url} (shown only now)`}
          value={created.secret}
          noun="secret"
        >
          <Button variant="secondary" onClick={() => setCreated(null)}>
            Done
          </Button>
        </ShownOnce>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Webhooks">
          {list.data.map((hook) => (
            <li key={hook.id} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 break-all font-mono text-sm text-stone-900">{hook.url}</span>
                {hook.disabledAt ? <Badge tone="red">Off</Badge> : <Badge tone="green">On</Badge>}
                {!hook.disabledAt && hook.failures > 0 && (
                  <Badge tone="yellow">{hook.failures} failed in a row</Badge>
                )}
              </div>
              {hook.description && <p className="text-sm text-stone-600">{hook.description}</p>}
              {hook.disabledAt && (
                <p className="text-sm text-red-700" role="status">
                  Turned off: {hook.disabledReason ?? 'deliveries kept failing'}.
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setOpen(open === hook.id ? null : hook.id)}>
                  <ScrollText className="h-4 w-4" aria-hidden />
                  {open === hook.id ? 'Hide deliveries' : 'Deliveries'}
                </Button>
                {hook.disabledAt && (
                  <Button
                    variant="secondary"
                    onClick={() => enable.mutate(hook.id)}
                    disabled={enable.isPending}
                  >
                    <Power className="h-4 w-4" aria-hidden /> Turn on again
                  </Button>
                )}
                <Button variant="secondary" onClick={() => setRemoving(hook)}>
                  <Trash2 className="h-4 w-4" aria-hidden /> Delete
                </Button>
              </div>
              {open === hook.id && <WebhookDeliveries webhookId={hook.id} />}
            </li>
          ))}
        </ul>
      )}
      {list.data?.length === 0 && <p className="text-sm text-stone-700">No webhooks yet.</p>}
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <Field
          label="Address"
          error={errors.url}
          hint="https://, or http:// on your own network when allowed"
        >
          <Input
            type="url"
            value={url}
            maxLength={max.url}
            placeholder="https://homeassistant.local/api/webhook/kitching"
            onChange={(e) => setUrl(e.target.value)}
          />
        </Field>
        <Field label="Description (optional)" error={errors.description}>
          <Input
            value={description}
            maxLength={max.description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        <div>
          <Button type="submit" disabled={add.isPending}>
            <Plus className="h-4 w-4" aria-hidden /> Add webhook
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={removing !== null}
        title="Delete this webhook?"
        message={`${removing?.url ?? ''} no longer receives your family's changes.`}
        confirmLabel="Delete"
        onConfirm={() => remove.mutateAsync(removing!.id).finally(() => setRemoving(null))}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
