import { zodResolver } from '@hookform/resolvers/zod';
import { updateFamilyBody } from '@kitching/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.component';
import { Dialog } from '../../components/ui/dialog.component';
import { Field } from '../../components/ui/field.component';
import { Input } from '../../components/ui/input.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { errorMessage } from '../../lib/api';
import { familyMax } from '../../lib/field-limits';
import { useRenameFamily } from './family-profiles.mutations';
import { showServerFieldErrors } from './member-fields.component';

type Values = z.input<typeof updateFamilyBody>;

/** 'Edit Family Name' (spec 2.11): only Head Chefs and Sous Chefs get here (the API checks too). */
export function FamilyNameDialog({
  familyId,
  name,
  onClose,
}: {
  familyId: number;
  name: string;
  onClose(): void;
}) {
  const rename = useRenameFamily(familyId);
  const form = useForm<Values, unknown, z.output<typeof updateFamilyBody>>({
    resolver: zodResolver(updateFamilyBody),
    defaultValues: { name },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await rename.mutateAsync(values.name);
      toast({ title: 'Family name updated', variant: 'success' });
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
      toast({ title: errorMessage(error, 'Failed to update family name'), variant: 'error' });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Edit Family Name">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label="Family name" error={form.formState.errors.name?.message}>
          <Input autoComplete="organization" maxLength={familyMax.name} {...form.register('name')} />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={rename.isPending}>
            {rename.isPending ? <Spinner label="Saving" /> : null}
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
