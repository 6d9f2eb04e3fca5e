import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { toast } from '@/components/ui/toast/toast-store';
import { applyServerErrors } from '@/lib/form-errors';
import { zodResolver } from '@/lib/zod-resolver';

/** What an editor is: its schema, its values for an entry, the fields the server may name. */
export interface EditorKind<Values extends FieldValues, Saved> {
  schema: Parameters<typeof zodResolver>[0];
  /** The form's values for an entry (null: a new one). */
  valuesOf: (entry: Saved | null) => Values;
  /** The fields a server error may name; others show the general error toast. */
  fields: readonly FieldPath<Values>[];
}

export interface EditorFormOptions<Values extends FieldValues, Saved> {
  /** The entry edited; null creates one. */
  entry: Saved | null;
  /** Where a new entry starts when not empty (a track read from its file). */
  defaultValues?: Values;
  savedMessage: string;
  onSaved?: ((saved: Saved) => void) | undefined;
  pending: boolean;
}

/**
 * The form of a track, album or artist editor, checked as one types. `saveCallbacks` go with
 * the save mutation: on success the form takes the saved values and says so; the server's field
 * errors land beside their fields.
 */
export function useEditorForm<Values extends FieldValues, Saved>(
  { schema, valuesOf, fields }: EditorKind<Values, Saved>,
  { entry, defaultValues, savedMessage, onSaved, pending }: EditorFormOptions<Values, Saved>,
) {
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    mode: 'onChange',
    defaultValues: (defaultValues ?? valuesOf(entry)) as DefaultValues<Values>,
  });
  const saveCallbacks = {
    onSuccess: (saved: Saved) => {
      form.reset(valuesOf(saved));
      toast.positive(savedMessage);
      onSaved?.(saved);
    },
    onError: (error: unknown) => applyServerErrors(error, form.setError, fields),
  };
  // A new entry may be saved untouched; an existing one once something changed.
  const canSave = form.formState.isValid && (form.formState.isDirty || !entry) && !pending;
  return { form, saveCallbacks, canSave };
}
