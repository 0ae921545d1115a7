export * from '../modules/auth/auth.table';
export * from '../modules/families/families.table';
export * from '../modules/users/users.table';
