import { zodResolver } from '@hookform/resolvers/zod';
import { type ProductLink, type ProductLinkBody, productLinkBody } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.component';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.component';
import { Dialog } from '../../components/ui/dialog.component';
import { DialogFooter } from '../../components/ui/dialog-footer.component';
import { Field } from '../../components/ui/field.component';
import { Input } from '../../components/ui/input.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { ApiError, errorMessage } from '../../lib/api';
import { productLinkMax } from '../../lib/field-limits';
import { useLinkProductNames, useUnlinkProductNames } from './grocery.mutations';
import { groceryQueries } from './grocery.queries';
import { PRODUCT_LINKS_EXPLANATION } from './grocery.texts';

type FormInput = z.input<typeof productLinkBody>;

export const linkText = (link: Pick<ProductLink, 'name' | 'sameAs'>) => `${link.name} = ${link.sameAs}`;

/** 'Same product, two names': the family's links, a form to add one, and removing one (confirmed). */
export function ProductLinksDialog({
  familyId,
  open,
  onOpenChange,
}: {
  familyId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const links = useQuery({ ...groceryQueries.productLinks(familyId), enabled: open });
  const unlink = useUnlinkProductNames(familyId);
  const [removing, setRemoving] = useState<ProductLink | null>(null);

  const confirmRemove = () => {
    const link = removing;
    setRemoving(null);
    if (!link) return;
    unlink.mutate(link.id, {
      onSuccess: () => toast({ title: 'Link removed', description: linkText(link), variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'There was an error removing the link.'),
          variant: 'error',
        }),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Same product, two names"
      description={PRODUCT_LINKS_EXPLANATION}
    >
      {open ? <LinkForm familyId={familyId} /> : null}
      <h3 className="mt-5 text-sm font-semibold text-stone-900">Your linked names</h3>
      {links.isPending ? (
        <p className="py-3 text-sm text-stone-600">Loading linked names...</p>
      ) : links.isError ? (
        <p role="alert" className="py-3 text-sm text-red-700">
          {links.error.message}
        </p>
      ) : links.data.length ? (
        <ul aria-label="Linked names" className="mt-1 flex flex-col divide-y divide-stone-100">
          {links.data.map((link) => (
            <li key={link.id} className="flex items-center gap-2 py-1">
              <span className="min-w-0 flex-1 break-words text-stone-900">
                {link.name} <span className="text-stone-500">=</span> {link.sameAs}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="h-11 w-11 shrink-0 text-stone-500 hover:text-red-700"
                aria-label={`Remove link ${linkText(link)}`}
                disabled={unlink.isPending && unlink.variables === link.id}
                onClick={() => setRemoving(link)}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="py-3 text-sm text-stone-600">No linked names yet.</p>
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Done
        </Button>
      </DialogFooter>
      <ConfirmDialog
        open={Boolean(removing)}
        title="Remove link"
        message={`Kitching will treat ${removing?.name ?? 'these names'} and ${removing?.sameAs ?? ''} as different products again. Lines already merged stay as they are.`}
        confirmLabel="Remove"
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Dialog>
  );
}

function LinkForm({ familyId }: { familyId: number }) {
  const link = useLinkProductNames(familyId);
  const form = useForm<FormInput, unknown, ProductLinkBody>({
    resolver: zodResolver(productLinkBody),
    defaultValues: { name: '', sameAs: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { link: saved, created } = await link.mutateAsync(values);
      toast({
        title: created ? 'Names linked' : 'Already linked',
        description: created
          ? `${saved.name} and ${saved.sameAs} are now one product.`
          : `${linkText(saved)} was linked already.`,
        variant: 'success',
      });
      form.reset({ name: '', sameAs: '' });
      form.setFocus('name');
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in form.getValues()) form.setError(field as Path<FormInput>, { message });
        }
      }
      toast({
        title: 'Error',
        description: errorMessage(error, 'There was an error linking the names.'),
        variant: 'error',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label="Link two names">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_1fr] sm:items-start">
        <Field label="Name" error={errors.name?.message}>
          <Input
            autoComplete="off"
            placeholder="e.g. Scallions"
            maxLength={productLinkMax.name}
            {...form.register('name')}
          />
        </Field>
        <span aria-hidden className="hidden pt-8 text-stone-500 sm:block">
          =
        </span>
        <Field label="Same product as" error={errors.sameAs?.message}>
          <Input
            autoComplete="off"
            placeholder="e.g. Green onions"
            maxLength={productLinkMax.sameAs}
            {...form.register('sameAs')}
          />
        </Field>
      </div>
      <Button type="submit" className="h-11 self-stretch sm:h-10 sm:self-end" disabled={isSubmitting}>
        {isSubmitting ? <Spinner label="Linking" /> : null}
        Link names
      </Button>
    </form>
  );
}
