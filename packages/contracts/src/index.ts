export * from './auth';
export * from './common';
export * from './families';
export * from './permissions';
export * from './pricing';
export * from './roles';
export * from './users';
