export * from '../modules/activity/activity.table';
export * from '../modules/auth/auth.table';
export * from '../modules/families/families.table';
export * from '../modules/inventory/inventory.table';
export * from '../modules/products/products.table';
export * from '../modules/recipes/recipes.table';
export * from '../modules/users/users.table';
export * from '../modules/versions/versions.table';
