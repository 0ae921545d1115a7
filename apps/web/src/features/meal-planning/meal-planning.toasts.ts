/** The meal planner's texts: their own module, so a page shows them without loading a dialog. */
export const MEAL_TOASTS = {
  created: 'Meal plan created',
  planned: 'Meal planned',
  errorTitle: 'Error',
  createError: 'There was an error creating the meal plan.',
  planError: 'There was an error planning the meal.',
} as const;
