import { useRef, useState } from 'react';
import { ApiError } from './api';

/**
 * Versions (If-Match, docs/architecture.md): the entity as stored now when a save made against an
 * older version was refused (409 `<domain>.version_conflict`); undefined for any other error.
 */
export function conflictCurrent<T>(error: unknown): T | undefined {
  return error instanceof ApiError && error.status === 409 && error.code.endsWith('.version_conflict')
    ? (error.current as T | undefined)
    : undefined;
}

/** One field whose stored value differs from the one typed, both as shown. */
export interface FieldChange {
  label: string;
  theirs: string;
  yours: string;
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? 'none' : String(value);

/** The labelled fields where `theirs` and `yours` differ, in the labels' order. */
export function changedFields<V extends object>(
  labels: Partial<Record<keyof V & string, string>>,
  theirs: V,
  yours: V,
): FieldChange[] {
  return Object.entries(labels).flatMap(([key, label]) => {
    const a = shown(theirs[key as keyof V]);
    const b = shown(yours[key as keyof V]);
    return a === b ? [] : [{ label: label as string, theirs: a, yours: b }];
  });
}

/**
 * A form's save guarded by the version it was opened at: `save(values)` sends `ifMatch`; when someone
 * else saved meanwhile, it resolves undefined and `conflict` holds the entity as stored now (and the
 * values that were refused), and the next save is made against that version: saving again keeps the
 * person's values ('Keep mine'), `dismiss()` drops the conflict ('Use theirs'). Other errors throw.
 * A `send` that resolves null kept the change on the device for later (lib/offline): save resolves null.
 */
export function useVersionedSave<T extends { version?: number }, V>(
  openedAt: number | undefined,
  send: (values: V, ifMatch: number | undefined) => Promise<T | null>,
) {
  const version = useRef(openedAt);
  const [conflict, setConflict] = useState<{ current: T; values: V } | null>(null);
  const save = async (values: V): Promise<T | null | undefined> => {
    try {
      const saved = await send(values, version.current);
      if (saved) version.current = saved.version;
      setConflict(null);
      return saved;
    } catch (error) {
      const current = conflictCurrent<T>(error);
      if (!current) throw error;
      version.current = current.version;
      setConflict({ current, values });
      return undefined;
    }
  };
  return { save, conflict, dismiss: () => setConflict(null) };
}
