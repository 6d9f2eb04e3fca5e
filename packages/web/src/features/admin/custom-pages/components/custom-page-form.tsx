import { zodResolver } from '@/lib/zod-resolver';
import {
  CUSTOM_PAGE_META_DESCRIPTION_MAX,
  CUSTOM_PAGE_META_TITLE_MAX,
  CUSTOM_PAGE_SLUG_MAX,
  CUSTOM_PAGE_TITLE_MAX,
  customPageInputSchema,
  type CustomPage,
  type CustomPageInput,
  type CustomPageValues,
} from '@tonearm/shared/custom-pages/custom-pages.schemas';
import { slugify } from '@tonearm/shared/format/slugify';
import { useRef, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormTextField, TextField } from '@/components/ui/form-fields';
import { FormTextAreaField } from '@/components/ui/text-area-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { RichTextEditor } from './rich-text-editor';
import { Form } from '@/components/ui/form';

export interface CustomPageFormProps {
  /** The page being edited; a new page without it. */
  page?: CustomPage;
  submitLabel: string;
  /** Saves; a rejection with a 422 puts its field errors on the form. */
  onSubmit: (values: CustomPageInput) => Promise<unknown>;
}

const FIELDS = ['title', 'slug', 'body', 'meta_title', 'meta_description'] as const;

export function customPageFormDefaults(page?: CustomPage): CustomPageInput {
  return {
    title: page?.title ?? '',
    slug: page?.slug ?? '',
    body: page?.body ?? '',
    meta_title: page?.meta_title ?? '',
    meta_description: page?.meta_description ?? '',
  };
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-5 rounded-xl border border-divider bg-bg p-5 md:p-6">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The custom page editor: title, slug (made from the title until the admin edits
 * it), the body in the rich-text editor, and the page's SEO title and description. Save is
 * enabled only when the form is valid.
 */
export function CustomPageForm({ page, submitLabel, onSubmit }: CustomPageFormProps) {
  const t = useTrans();
  const form = useForm<CustomPageInput, unknown, CustomPageValues>({
    resolver: zodResolver(customPageInputSchema),
    defaultValues: customPageFormDefaults(page),
    mode: 'onChange',
  });
  // A new page's slug follows its title until the admin types a slug of their own.
  const slugEdited = useRef(!!page);

  const handleSubmit = form.handleSubmit(async (values) => {
    const payload: CustomPageInput = {
      title: values.title,
      slug: values.slug,
      body: values.body,
      meta_title: values.meta_title,
      meta_description: values.meta_description,
    };
    try {
      await onSubmit(payload);
      form.reset({
        ...payload,
        meta_title: payload.meta_title ?? '',
        meta_description: payload.meta_description ?? '',
      });
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <Form onSubmit={handleSubmit} className="flex flex-col gap-6" data-testid="custom-page-form">
      <Card title={t('Content')}>
        <Controller
          control={form.control}
          name="title"
          render={({ field, fieldState }) => (
            <LinkedTextField
              label={t('Title')}
              isRequired
              maxLength={CUSTOM_PAGE_TITLE_MAX}
              value={field.value}
              error={fieldState.error?.message}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(title) => {
                field.onChange(title);
                if (!slugEdited.current)
                  form.setValue('slug', slugify(title).slice(0, CUSTOM_PAGE_SLUG_MAX), {
                    shouldValidate: true,
                  });
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="slug"
          render={({ field, fieldState }) => (
            <LinkedTextField
              label={t('Slug')}
              value={field.value ?? ''}
              error={fieldState.error?.message}
              inputRef={field.ref}
              onBlur={field.onBlur}
              maxLength={CUSTOM_PAGE_SLUG_MAX}
              description={t('The page’s address: /pages/:slug', {
                slug: slugify(field.value ?? '') || '…',
              })}
              onChange={(slug) => {
                slugEdited.current = slug !== '';
                field.onChange(slug);
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="body"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label={t('Body')}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      </Card>
      <Card title={t('Search engines')}>
        <FormTextField
          control={form.control}
          name="meta_title"
          label={t('SEO title')}
          maxLength={CUSTOM_PAGE_META_TITLE_MAX}
          description={t('Shown in search results and browser tabs. Empty: the page title.')}
        />
        <FormTextAreaField
          control={form.control}
          name="meta_description"
          label={t('SEO description')}
          rows={3}
          maxLength={CUSTOM_PAGE_META_DESCRIPTION_MAX}
          description={t('A sentence or two for search results and link previews.')}
        />
      </Card>
      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          isDisabled={!form.formState.isValid || form.formState.isSubmitting}
        >
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/** A text field whose change handler the form wraps (the title drives the slug). */
function LinkedTextField(props: {
  label: string;
  isRequired?: boolean;
  value: string;
  error?: string;
  description?: ReactNode;
  maxLength?: number;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      inputRef={props.inputRef}
      errorMessage={props.error}
      description={props.description}
      maxLength={props.maxLength}
      isRequired={props.isRequired}
    />
  );
}
