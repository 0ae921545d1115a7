import { SMART_ADD_MIN_LENGTH, smartAddTextField } from '@kitching/contracts';
import { Sparkles } from 'lucide-react';
import { type FormEvent, type Ref, useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Field } from '../../components/ui/field.component';
import { Textarea } from '../../components/ui/input.component';
import { Spinner } from '../../components/ui/spinner.component';
import { inputTypeHint } from './quick-add.helper';

interface TextTabProps {
  text: string;
  onTextChange(text: string): void;
  onAnalyze(text: string): void;
  analyzing: boolean;
  /** A field message from the server (400 fields.data). */
  serverError?: string | undefined;
  /** The form: the dialog focuses its text box (Try Again). */
  formRef: Ref<HTMLFormElement>;
}

/** Spec 4 and 5: type anything, check it with the API's own rule, analyse; the text stays while busy. */
export function TextTab({ text, onTextChange, onAnalyze, analyzing, serverError, formRef }: TextTabProps) {
  const [error, setError] = useState<string | undefined>();
  const hint = inputTypeHint(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = smartAddTextField.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onAnalyze(text);
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
      aria-busy={analyzing || undefined}
    >
      <Field
        label="What would you like to add?"
        error={error ?? serverError}
        hint={
          hint
            ? `${hint}. Kitching will file it in the right place.`
            : 'For example: "We have 4 cans of black beans", a shopping list, a recipe or its web address, or a barcode.'
        }
      >
        <Textarea
          value={text}
          rows={5}
          placeholder={'2 gallons of milk\nor paste a shopping list, a recipe, a web address'}
          onChange={(e) => {
            onTextChange(e.target.value);
            if (error && smartAddTextField.safeParse(e.target.value).success) setError(undefined);
          }}
          onKeyDown={(e) => {
            // Ctrl/Cmd+Enter analyses; Enter alone makes a new line (lists are pasted line by line).
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
          }}
          readOnly={analyzing}
          minLength={SMART_ADD_MIN_LENGTH}
          data-testid="quick-add-text"
        />
      </Field>
      <Button type="submit" disabled={analyzing} aria-busy={analyzing || undefined} className="self-end">
        {analyzing ? <Spinner label="Analyzing" /> : <Sparkles className="h-4 w-4" aria-hidden />}
        {analyzing ? 'Analyzing…' : 'Analyze'}
      </Button>
    </form>
  );
}
