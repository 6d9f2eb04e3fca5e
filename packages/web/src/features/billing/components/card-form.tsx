import { zodResolver } from '@/lib/zod-resolver';
import {
  checkoutInputSchema,
  TEST_CARDS,
  type CardInput,
} from '@tonearm/shared/billing/billing.schemas';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-fields';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { Form } from '@/components/ui/form';

/** The card fields of the shared contract: number, expiry MM/YY, CVC and an optional name. */
const cardSchema = checkoutInputSchema.shape.card.unwrap();
type CardFormValues = z.input<typeof cardSchema>;

const FIELDS = ['number', 'expiry', 'cvc', 'name'] as const;

/**
 * Puts a failed answer where it belongs: field errors under their fields (`card.number` or
 * `number`), anything else (a declined card, a gateway switched off) above the button, in the
 * provider's own words.
 */
export function splitCardErrors(error: unknown): {
  fields: Partial<Record<(typeof FIELDS)[number], string>>;
  form: string | null;
} {
  const body = isApiError(error) ? error.response?.data : undefined;
  const fields: Partial<Record<(typeof FIELDS)[number], string>> = {};
  const others: string[] = [];
  for (const [key, value] of Object.entries(body?.errors ?? {})) {
    const message = [value].flat()[0];
    if (!message) continue;
    const field = FIELDS.find((name) => key === name || key === `card.${name}`);
    if (field) fields[field] = message;
    else others.push(message);
  }
  const hasFields = Object.keys(fields).length > 0;
  const plain = error instanceof Error && !isApiError(error) ? error.message : null;
  const form = others[0] ?? (hasFields ? null : (plain ?? errorMessage(error)));
  return { fields, form };
}

/** The test gateway's card form, its test cards listed as a hint. */
export function CardForm({
  submitLabel,
  onSubmit,
  showTestCards,
  footer,
}: {
  submitLabel: string;
  /** Rejects with the server's answer for the form to show; resolves once handled. */
  onSubmit: (card: CardInput) => Promise<void>;
  showTestCards: boolean;
  footer?: ReactNode;
}) {
  const t = useTrans();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CardFormValues, unknown, CardInput>({
    resolver: zodResolver(cardSchema),
    defaultValues: { number: '', expiry: '', cvc: '', name: '' },
  });

  const handleSubmit = form.handleSubmit(async (card) => {
    setFormError(null);
    try {
      await onSubmit({ ...card, name: card.name || undefined });
    } catch (error) {
      const split = splitCardErrors(error);
      FIELDS.forEach((field) => {
        const message = split.fields[field];
        if (message) form.setError(field, { type: 'server', message });
      });
      setFormError(split.form);
    }
  });

  return (
    <Form onSubmit={handleSubmit} className="flex flex-col gap-4" data-testid="card-form">
      <FormTextField
        control={form.control}
        name="number"
        label={t('Card number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        isRequired
      />
      <div className="grid grid-cols-2 gap-4">
        <FormTextField
          control={form.control}
          name="expiry"
          label={t('Expiry (MM/YY)')}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="cvc"
          label={t('CVC')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          isRequired
        />
      </div>
      <FormTextField
        control={form.control}
        name="name"
        label={t('Name on card')}
        autoComplete="cc-name"
      />
      {showTestCards ? <TestCardsHint /> : null}
      {formError ? (
        <p
          role="alert"
          className="rounded-lg bg-danger/10 p-3 text-sm text-danger"
          data-testid="payment-error"
        >
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" isDisabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('Processing…') : submitLabel}
      </Button>
      {footer}
    </Form>
  );
}

function TestCardsHint() {
  const t = useTrans();
  const group = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
  return (
    <div className="rounded-lg border border-dashed border-divider bg-bg-alt p-3 text-xs text-muted">
      <p className="font-semibold text-fg">{t('Test mode: no real charge is made.')}</p>
      <ul className="mt-1 flex flex-col gap-0.5" aria-label={t('Test cards')}>
        <li>
          {t('Succeeds')}: <code>{group(TEST_CARDS.success)}</code>
        </li>
        <li>
          {t('Declined')}: <code>{group(TEST_CARDS.declined)}</code>
        </li>
        <li>
          {t('Asks for confirmation')}: <code>{group(TEST_CARDS.requiresConfirmation)}</code>
        </li>
      </ul>
      <p className="mt-1">{t('Any future expiry date and any 3-digit CVC.')}</p>
    </div>
  );
}
