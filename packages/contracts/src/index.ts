export * from './auth';
export * from './common';
export * from './families';
export * from './permissions';
export * from './roles';
export * from './users';
export * from './pricing';
