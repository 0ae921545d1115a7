import { AppError } from '../../app/errors';

export const familyErrors = {
  notFound: () => new AppError(404, 'families.not_found', 'Family not found'),
  alreadyInFamily: () => new AppError(409, 'families.already_member', 'You already belong to a family.'),
  renameForbidden: () =>
    new AppError(403, 'families.rename_forbidden', 'Only a Head Chef or Sous Chef can rename the family.'),
  debugForbidden: () =>
    new AppError(403, 'families.debug_forbidden', 'Only a Head Chef or Sous Chef can see the debug panel.'),
  noFamily: () => new AppError(403, 'families.no_family', 'Set up your family first.'),
};
