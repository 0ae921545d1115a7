import {
  createMemberBody,
  newPasswordField,
  PASSWORD_MISMATCH,
  passwordChangeBody,
  updateMemberBody,
} from '@kitching/contracts';
import { z } from 'zod';

const PASSWORD_MESSAGE = 'Password must be at least 6 characters';
const MISMATCH = PASSWORD_MISMATCH;

/** Spec 5: the confirmation is at least 6 characters too, and must match. */
const confirmation = z.string().min(6, PASSWORD_MESSAGE);

/** 'Add Member': the API body plus a confirmation for the optional password. */
export const addMemberForm = createMemberBody
  .extend({ confirmPassword: z.string().optional() })
  .superRefine((v, ctx) => {
    if (!v.password) return;
    if (!v.confirmPassword || v.confirmPassword.length < 6)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MESSAGE });
    else if (v.confirmPassword !== v.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MISMATCH });
  });

/** 'Edit Family Member': the PATCH body; blank optional fields clear them. */
export const editMemberForm = updateMemberBody;

/** 'Set Password' / 'Change Password'. */
export const passwordForm = z
  .object({
    currentPassword: passwordChangeBody.shape.currentPassword,
    newPassword: newPasswordField,
    confirmPassword: confirmation,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: MISMATCH });
