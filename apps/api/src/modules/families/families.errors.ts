import { AppError } from '../../kernel/errors';

export const familyErrors = {
  notFound: () => new AppError(404, 'families.not_found', 'Family not found'),
  alreadyInFamily: () => new AppError(409, 'families.already_member', 'You already belong to a family.'),
};
