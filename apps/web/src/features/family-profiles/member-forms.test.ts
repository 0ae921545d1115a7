import { fieldErrors } from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addMemberForm, editMemberForm, passwordForm } from './member-forms';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe('the family member forms (spec 5)', () => {
  it('Add Member: the required fields carry the spec messages', () => {
    expect(errorsOf(addMemberForm, { username: '', firstName: '', lastName: '', role: '3' })).toEqual({
      username: 'Username is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('Add Member: middle initial at most 1 character, role 1 to 4, default Cook', () => {
    const base = { username: 'pip', firstName: 'Pip', lastName: 'Tester' };
    expect(errorsOf(addMemberForm, { ...base, middleInitial: 'AB', role: '7' })).toEqual({
      middleInitial: 'Middle initial must be 1 character',
      role: 'Role must be a number from 1 to 4',
    });
    expect(addMemberForm.parse(base).role).toBe(3);
    expect(addMemberForm.parse({ ...base, role: '4' }).role).toBe(4);
  });

  it('Add Member: an optional password needs 6 characters and a matching confirmation', () => {
    const base = { username: 'pip', firstName: 'Pip', lastName: 'Tester', role: '4' };
    expect(errorsOf(addMemberForm, { ...base, password: '', confirmPassword: '' })).toEqual({});
    expect(errorsOf(addMemberForm, { ...base, password: '12345' })).toMatchObject({
      password: 'Password must be at least 6 characters',
    });
    expect(errorsOf(addMemberForm, { ...base, password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it('Edit Family Member: blank optional fields clear, required ones stay required', () => {
    expect(editMemberForm.parse({ middleInitial: '', dietaryGoals: '', email: '' })).toEqual({
      middleInitial: null,
      dietaryGoals: null,
      email: null,
    });
    expect(errorsOf(editMemberForm, { firstName: ' ', lastName: '', username: '' })).toEqual({
      username: 'Username is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('Set Password: at least 6 characters, confirmation at least 6 and matching', () => {
    expect(errorsOf(passwordForm, { newPassword: '123', confirmPassword: '123' })).toEqual({
      newPassword: 'Password must be at least 6 characters',
      confirmPassword: 'Password must be at least 6 characters',
    });
    expect(errorsOf(passwordForm, { newPassword: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(errorsOf(passwordForm, { newPassword: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });
});
