import {
  type AreaChoice,
  type CreateTokenInput,
  maxLengthOf,
  scopesOfChoices,
  TOKEN_AREA_LABELS,
  TOKEN_AREAS,
  type TokenArea,
  tokenNameField,
} from '@kitching/contracts';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Field } from '../../components/ui/field.component';
import { Input, NativeSelect } from '../../components/ui/input.component';

const AREAS: readonly TokenArea[] = [...TOKEN_AREAS, '*'];
const CHOICES: { value: AreaChoice; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'read', label: 'Read' },
  { value: 'write', label: 'Read and write' },
];
const EXPIRIES = [
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
  { value: 'never', label: 'Never' },
];

const noChoices = (): Record<TokenArea, AreaChoice> =>
  Object.fromEntries(AREAS.map((area) => [area, 'none'])) as Record<TokenArea, AreaChoice>;

/** The 'New access token' form: a name, a choice per area, an expiry. */
export function NewTokenForm({
  pending,
  onCreate,
}: {
  pending: boolean;
  /** Answers whether the token was made (the form is cleared only then). */
  onCreate: (body: CreateTokenInput) => Promise<boolean>;
}) {
  const [name, setName] = useState('');
  const [choices, setChoices] = useState(noChoices);
  const [expiry, setExpiry] = useState('90');
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsedName = tokenNameField.safeParse(name);
    const scopes = scopesOfChoices(choices);
    const found = {
      name: parsedName.success ? undefined : parsedName.error.issues[0]?.message,
      scopes: scopes.length ? undefined : 'Choose at least one area',
    };
    setErrors(found);
    if (found.name || found.scopes) return;
    const expiresAt =
      expiry === 'never' ? null : new Date(Date.now() + Number(expiry) * 86_400_000).toISOString();
    if (!(await onCreate({ name: parsedName.data!, scopes, expiresAt }))) return;
    setName('');
    setChoices(noChoices());
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="New access token">
      <Field label="Token name" error={errors.name} hint="Say where it is used, e.g. Home Assistant.">
        <Input
          value={name}
          maxLength={maxLengthOf(tokenNameField)}
          onChange={(e) => setName(e.target.value)}
          autoComplete="off"
        />
      </Field>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.scopes ? 'token-scopes-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-stone-800">What it may do</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {AREAS.map((area) => (
            <Field key={area} label={TOKEN_AREA_LABELS[area]}>
              <NativeSelect
                value={choices[area]}
                onChange={(e) => setChoices({ ...choices, [area]: e.target.value as AreaChoice })}
              >
                {CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ))}
        </div>
        {errors.scopes ? (
          <p id="token-scopes-error" role="alert" className="text-sm text-red-600">
            {errors.scopes}
          </p>
        ) : null}
        <p className="text-xs text-stone-500">
          A token never does more than you may: your role still applies.
        </p>
      </fieldset>
      <Field label="Expires">
        <NativeSelect value={expiry} onChange={(e) => setExpiry(e.target.value)}>
          {EXPIRIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div>
        <Button type="submit" disabled={pending}>
          <KeyRound className="h-4 w-4" aria-hidden /> Create token
        </Button>
      </div>
    </form>
  );
}
