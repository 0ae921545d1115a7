import { RECIPE_IMAGE_MAX_BYTES, type Recipe } from '@kitching/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/ui/button.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { api, apiUrl, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { showRecipe } from './recipes.cache';

/**
 * The recipe's photo in a box of fixed shape (nothing moves as it loads), loaded only when it comes into
 * view; nothing at all when the recipe has none.
 */
export function RecipePhoto({ recipe, className }: { recipe: Recipe; className?: string }) {
  if (!recipe.imageUrl) return null;
  return (
    <div className={cn('aspect-4/3 overflow-hidden bg-stone-100', className)}>
      <img
        src={apiUrl(recipe.imageUrl)}
        alt={recipe.name}
        loading="lazy"
        decoding="async"
        className="h-full w-full object-cover"
      />
    </div>
  );
}

const MAX_MB = RECIPE_IMAGE_MAX_BYTES / 1024 / 1024;

/** 'Add photo' / 'Change photo' / 'Remove photo', for those who may edit the recipe. */
export function RecipePhotoControl({ recipe }: { recipe: Recipe }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const done = (next: Recipe) => showRecipe(queryClient, next);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return (await api<{ data: Recipe }>(`/api/recipes/${recipe.id}/image`, { method: 'PUT', body: form }))
        .data;
    },
    onSuccess: (next) => {
      done(next);
      toast({ title: 'Photo saved', description: next.name, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Failed to save photo',
        description: errorMessage(error, 'Try again.'),
        variant: 'error',
      }),
  });
  const remove = useMutation({
    mutationFn: async () =>
      (await api<{ data: Recipe }>(`/api/recipes/${recipe.id}/image`, { method: 'DELETE' })).data,
    onSuccess: (next) => {
      done(next);
      toast({ title: 'Photo removed', description: next.name, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Failed to remove photo',
        description: errorMessage(error, 'Try again.'),
        variant: 'error',
      }),
  });

  function chosen(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    // Checked here too, so a large photo is not sent only to be refused.
    if (file.size > RECIPE_IMAGE_MAX_BYTES) {
      toast({
        title: 'Failed to save photo',
        description: `The photo is larger than ${MAX_MB} MB. Choose a smaller one.`,
        variant: 'error',
      });
      return;
    }
    upload.mutate(file);
  }

  const busy = upload.isPending || remove.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="recipe-photo-input"
        onChange={(e) => chosen(e.target.files?.[0])}
      />
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => input.current?.click()}>
        {upload.isPending ? <Spinner label="Saving photo" /> : <ImagePlus className="h-4 w-4" aria-hidden />}
        {recipe.imageUrl ? 'Change photo' : 'Add photo'}
      </Button>
      {recipe.imageUrl ? (
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          disabled={busy}
          onClick={() => remove.mutate()}
        >
          <Trash2 className="h-4 w-4" aria-hidden /> Remove photo
        </Button>
      ) : null}
    </div>
  );
}
