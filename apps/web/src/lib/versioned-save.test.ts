import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { changedFields, conflictCurrent } from './versioned-save';

describe('conflictCurrent', () => {
  it("is a version conflict's current entity, and nothing for any other error", () => {
    const current = { id: 7, version: 3 };
    expect(conflictCurrent(new ApiError(409, 'inventory.version_conflict', 'm', {}, 'm', current))).toBe(
      current,
    );
    expect(conflictCurrent(new ApiError(409, 'family.exists', 'm', {}, 'm', current))).toBeUndefined();
    expect(conflictCurrent(new ApiError(404, 'inventory.not_found', 'm'))).toBeUndefined();
    expect(conflictCurrent(new Error('boom'))).toBeUndefined();
  });
});

describe('changedFields', () => {
  it('names only the labelled fields that differ, theirs then yours, empty as none', () => {
    const labels = { quantity: 'Quantity', unit: 'Unit', expirationDate: 'Expiration date' };
    expect(
      changedFields(
        labels,
        { quantity: '3', unit: 'kg', expirationDate: null, note: 'a' },
        { quantity: '5', unit: 'kg', expirationDate: '2030-01-02', note: 'b' },
      ),
    ).toEqual([
      { label: 'Quantity', theirs: '3', yours: '5' },
      { label: 'Expiration date', theirs: 'none', yours: '2030-01-02' },
    ]);
  });
});
