import { type Recipe, sourceLabel, totalMinutes } from '@kitching/contracts';
import {
  Archive,
  ArchiveRestore,
  CalendarDays,
  Clock,
  Eye,
  Globe,
  Pencil,
  Trash2,
  Users,
} from 'lucide-react';
import { Badge } from '../../components/ui/badge.component';
import { Button } from '../../components/ui/button.component';
import { Card } from '../../components/ui/card.component';
import { cn } from '../../lib/cn';
import { RecipePhoto } from './recipe-photo.component';

export interface RecipeCardPermissions {
  canEdit: boolean;
  canDelete: boolean;
  /** May put the recipe on the week (meals.plan): 'Plan'. */
  canPlan?: boolean;
}

interface RecipeCardProps extends RecipeCardPermissions {
  recipe: Recipe;
  archivedView: boolean;
  selected: boolean;
  busy: boolean;
  onSelect(selected: boolean): void;
  onView(): void;
  onEdit(): void;
  onArchive(): void;
  onRestore(): void;
  onDelete(): void;
  onPlan?(): void;
}

/** One recipe in the grid (spec 2.8), with the actions the viewer's role allows. */
export function RecipeCard(props: RecipeCardProps) {
  const { recipe, archivedView, selected, busy, canEdit, canDelete } = props;
  const source = sourceLabel(recipe);
  const titleId = `recipe-${recipe.id}-title`;
  return (
    <Card
      aria-labelledby={titleId}
      role="article"
      data-testid="recipe-card"
      className={cn(
        'flex flex-col p-4 transition-shadow hover:shadow-md',
        selected && 'ring-2 ring-brand-500',
      )}
    >
      <RecipePhoto recipe={recipe} className="-mx-4 -mt-4 mb-3 rounded-t-[inherit]" />
      <div className="flex items-start gap-3">
        {canEdit ? (
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
            checked={selected}
            onChange={(e) => props.onSelect(e.target.checked)}
            aria-label={`Select ${recipe.name}`}
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 id={titleId} className="min-w-0 font-semibold text-stone-900 wrap-break-word">
              <button
                type="button"
                onClick={props.onView}
                className="max-w-full text-left hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {recipe.name}
              </button>
            </h2>
            <Badge tone="brand" className="shrink-0">
              Recipe
            </Badge>
          </div>
          {recipe.description ? (
            <p className="mt-1 line-clamp-2 text-sm text-stone-600">{recipe.description}</p>
          ) : null}
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
        <li className="flex items-center gap-1">
          <Users className="h-4 w-4" aria-hidden /> {recipe.servings}{' '}
          {recipe.servings === 1 ? 'serving' : 'servings'}
        </li>
        <li className="flex items-center gap-1">
          <Clock className="h-4 w-4" aria-hidden /> {totalMinutes(recipe)} min
        </li>
        {source ? (
          <li className="flex min-w-0 items-center gap-1">
            <Globe className="h-4 w-4 shrink-0" aria-hidden /> <span className="truncate">{source}</span>
          </li>
        ) : null}
      </ul>
      <div className="mt-auto flex flex-wrap gap-1 pt-4 [&>button]:px-2!">
        <Button variant="ghost" size="sm" onClick={props.onView} aria-label={`View ${recipe.name}`}>
          <Eye className="h-4 w-4" aria-hidden /> View
        </Button>
        {!archivedView && props.canPlan && props.onPlan ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={props.onPlan}
            disabled={busy}
            aria-label={`Plan ${recipe.name}`}
          >
            <CalendarDays className="h-4 w-4" aria-hidden /> Plan
          </Button>
        ) : null}
        {!archivedView && canEdit ? (
          <>
            <Button variant="ghost" size="sm" onClick={props.onEdit} aria-label={`Edit ${recipe.name}`}>
              <Pencil className="h-4 w-4" aria-hidden /> Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={props.onArchive}
              disabled={busy}
              aria-label={`Archive ${recipe.name}`}
            >
              <Archive className="h-4 w-4" aria-hidden /> Archive
            </Button>
          </>
        ) : null}
        {archivedView && canEdit ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={props.onRestore}
            disabled={busy}
            aria-label={`Restore ${recipe.name}`}
          >
            <ArchiveRestore className="h-4 w-4" aria-hidden /> Restore
          </Button>
        ) : null}
        {archivedView && canDelete ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            onClick={props.onDelete}
            disabled={busy}
            aria-label={`Delete ${recipe.name} permanently`}
          >
            <Trash2 className="h-4 w-4" aria-hidden /> Delete
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

/** Spec 9: six placeholder cards while the list loads. */
export function RecipeGridSkeleton({ count }: { count: number }) {
  return (
    <div
      role="status"
      aria-label="Loading recipes"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      {Array.from({ length: count }, (_, i) => (
        <Card
          key={i}
          data-testid="recipe-skeleton"
          className="flex animate-pulse flex-col gap-3 p-4"
          aria-hidden
        >
          <div className="flex justify-between">
            <div className="h-5 w-2/3 rounded bg-stone-200" />
            <div className="h-5 w-14 rounded-full bg-stone-100" />
          </div>
          <div className="h-4 w-full rounded bg-stone-100" />
          <div className="h-4 w-4/5 rounded bg-stone-100" />
          <div className="mt-2 flex gap-3">
            <div className="h-4 w-20 rounded bg-stone-100" />
            <div className="h-4 w-16 rounded bg-stone-100" />
          </div>
          <div className="mt-2 h-8 w-40 rounded bg-stone-100" />
        </Card>
      ))}
    </div>
  );
}
