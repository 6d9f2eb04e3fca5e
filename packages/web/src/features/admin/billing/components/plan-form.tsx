import {
  PRICE_INTERVALS,
  productInputSchema,
  type AdminProduct,
  type PriceInterval,
  type ProductInput,
} from '@tonearm/shared/billing/billing.schemas';
import type { PermissionInfo } from '@tonearm/shared/permissions/permission-grants';
import { ArrowDown, ArrowUp, Lock, Plus, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { AdminSaveBar } from '@/features/admin/shell/admin-editor-page';
import { FieldFrame } from '@/components/ui/field';
import { TextField } from '@/components/ui/form-fields';
import { PermissionsEditor } from '@/features/admin/roles/components/permissions-editor';
import { SwitchField } from '@/components/ui/switch-field';
import { useTrans } from '@/lib/i18n';
import { StateForm } from '@/components/admin-kit/state-form';

/** One price row as the form edits it: numbers as typed, the saved price's id and use. */
export interface PriceFormValue {
  /** A saved price's id; a new row has none. */
  id?: number;
  amount: string;
  currency: string;
  interval: PriceInterval;
  interval_count: string;
  /** Subscribers on it: its amount, currency and period cannot change, nor can it go. */
  subscriptions_count: number;
}

export interface PlanFormValues {
  name: string;
  description: string;
  hidden: boolean;
  free: boolean;
  recommended: boolean;
  feature_list: string[];
  position: string;
  prices: PriceFormValue[];
  permissions: ProductInput['permissions'];
}

/** Field errors by the API's dotted paths (`prices.0.amount`, `permissions.1.name`). */
export type PlanFormErrors = Partial<Record<string, string>>;

export function initialPlanValues(product?: AdminProduct): PlanFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    hidden: product?.hidden ?? false,
    free: product?.free ?? false,
    recommended: product?.recommended ?? false,
    feature_list: product?.feature_list ?? [],
    position: String(product?.position ?? 0),
    prices: (product?.prices ?? []).map((price) => ({
      id: price.id,
      amount: String(price.amount),
      currency: price.currency,
      interval: price.interval,
      interval_count: String(price.interval_count),
      subscriptions_count: price.subscriptions_count,
    })),
    permissions: product?.permissions ?? [],
  };
}

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** What the form sends (`productInputSchema`); blank feature lines are left out. */
export function planPayload(values: PlanFormValues): ProductInput {
  return {
    name: values.name,
    description: values.description.trim() || null,
    hidden: values.hidden,
    free: values.free,
    recommended: values.recommended,
    feature_list: values.feature_list.filter((line) => line.trim() !== ''),
    position: toNumber(values.position),
    prices: values.prices.map((price) => ({
      ...(price.id ? { id: price.id } : {}),
      amount: toNumber(price.amount),
      currency: price.currency,
      interval: price.interval,
      interval_count: toNumber(price.interval_count),
    })),
    permissions: values.permissions,
  };
}

/** The shared schema's verdict on the form, as field errors by path (none when valid). */
export function validatePlan(values: PlanFormValues): PlanFormErrors {
  const result = productInputSchema.safeParse(planPayload(values));
  if (result.success) return {};
  const errors: PlanFormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || 'name';
    // A number field left empty reads as NaN: say so plainly.
    errors[path] ??= /expected number, received NaN/i.test(issue.message)
      ? 'Enter a number.'
      : issue.message;
  }
  return errors;
}

/** The first message under `prefix` (e.g. `permissions.2`), for a row that shows one. */
function errorUnder(errors: PlanFormErrors, prefix: string): string | undefined {
  const key = Object.keys(errors).find((k) => k === prefix || k.startsWith(`${prefix}.`));
  return key ? errors[key] : undefined;
}

const SELECT_CLASS =
  'h-10 rounded-lg border border-divider bg-bg px-3 text-base text-fg outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/25 disabled:opacity-60 aria-[invalid=true]:border-danger';

const INTERVAL_LABELS: Record<PriceInterval, string> = {
  day: 'Day',
  month: 'Month',
  year: 'Year',
};

function Card({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-divider bg-bg-alt/40 p-4 md:p-6">
      <div>
        <h2 className="text-base font-semibold">{title}</h2>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

function IconButton({
  label,
  onPress,
  isDisabled,
  children,
}: {
  label: string;
  onPress: () => void;
  isDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onPress={onPress} isDisabled={isDisabled}>
      {children}
    </Button>
  );
}

/** The plan's feature lines: add, edit, remove and reorder. */
export function FeatureListEditor({
  value,
  onChange,
  errors,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  errors: PlanFormErrors;
}) {
  const t = useTrans();
  const move = (from: number, to: number) => {
    const next = [...value];
    const [line] = next.splice(from, 1);
    next.splice(to, 0, line!);
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-3" data-testid="feature-list-editor">
      {value.length === 0 ? (
        <p className="text-sm text-muted">{t('No features yet.')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {value.map((line, index) => (
            <li key={index} className="flex items-start gap-2">
              <TextField
                className="flex-1"
                label={
                  <span className="sr-only">{t('Feature :number', { number: index + 1 })}</span>
                }
                value={line}
                onChange={(text) => onChange(value.map((old, i) => (i === index ? text : old)))}
                errorMessage={errors[`feature_list.${index}`]}
              />
              <IconButton
                label={t('Move feature :number up', { number: index + 1 })}
                onPress={() => move(index, index - 1)}
                isDisabled={index === 0}
              >
                <ArrowUp className="size-4" aria-hidden />
              </IconButton>
              <IconButton
                label={t('Move feature :number down', { number: index + 1 })}
                onPress={() => move(index, index + 1)}
                isDisabled={index === value.length - 1}
              >
                <ArrowDown className="size-4" aria-hidden />
              </IconButton>
              <IconButton
                label={t('Remove feature :number', { number: index + 1 })}
                onPress={() => onChange(value.filter((_, i) => i !== index))}
              >
                <Trash2 className="size-4" aria-hidden />
              </IconButton>
            </li>
          ))}
        </ol>
      )}
      {errors.feature_list ? <p className="text-sm text-danger">{errors.feature_list}</p> : null}
      <div>
        <Button variant="secondary" size="sm" onPress={() => onChange([...value, ''])}>
          <Plus className="size-4" aria-hidden />
          {t('Add feature')}
        </Button>
      </div>
    </div>
  );
}

/** The plan's prices; a price with subscribers keeps its amount, currency and period. */
export function PricesEditor({
  value,
  onChange,
  errors,
}: {
  value: PriceFormValue[];
  onChange: (value: PriceFormValue[]) => void;
  errors: PlanFormErrors;
}) {
  const t = useTrans();
  const baseId = useId();
  const set = (index: number, change: Partial<PriceFormValue>) =>
    onChange(value.map((price, i) => (i === index ? { ...price, ...change } : price)));
  return (
    <div className="flex flex-col gap-3" data-testid="prices-editor">
      {value.length === 0 ? <p className="text-sm text-muted">{t('No prices yet.')}</p> : null}
      {value.map((price, index) => {
        const locked = price.subscriptions_count > 0;
        const number = index + 1;
        const intervalId = `${baseId}-interval-${index}`;
        return (
          <fieldset
            key={price.id ?? `new-${index}`}
            className="flex flex-col gap-3 rounded-lg border border-divider p-3"
            data-testid="price-row"
          >
            <legend className="px-1 text-sm font-medium">
              {t('Price :number', { number })}
              {locked ? (
                <span className="ml-2 inline-flex items-center gap-1 text-xs font-normal text-muted">
                  <Lock className="size-3" aria-hidden />
                  {t.choice(
                    ':count subscriber: add a new price to charge differently.|:count subscribers: add a new price to charge differently.',
                    price.subscriptions_count,
                  )}
                </span>
              ) : null}
            </legend>
            <div className="grid grid-cols-2 gap-3 md:grid-cols-[1fr_7rem_8rem_6rem_auto] md:items-start">
              <TextField
                label={t('Amount')}
                inputMode="decimal"
                value={price.amount}
                onChange={(amount) => set(index, { amount })}
                isDisabled={locked}
                errorMessage={errors[`prices.${index}.amount`]}
              />
              <TextField
                label={t('Currency')}
                value={price.currency}
                maxLength={3}
                onChange={(currency) => set(index, { currency: currency.toUpperCase() })}
                isDisabled={locked}
                errorMessage={errors[`prices.${index}.currency`]}
              />
              <FieldFrame id={intervalId} label={t('Interval')}>
                <select
                  id={intervalId}
                  className={SELECT_CLASS}
                  value={price.interval}
                  disabled={locked}
                  aria-invalid={!!errors[`prices.${index}.interval`]}
                  onChange={(event) =>
                    set(index, { interval: event.target.value as PriceInterval })
                  }
                >
                  {PRICE_INTERVALS.map((interval) => (
                    <option key={interval} value={interval}>
                      {t(INTERVAL_LABELS[interval])}
                    </option>
                  ))}
                </select>
              </FieldFrame>
              <TextField
                label={t('Every')}
                inputMode="numeric"
                value={price.interval_count}
                onChange={(intervalCount) => set(index, { interval_count: intervalCount })}
                isDisabled={locked}
                errorMessage={errors[`prices.${index}.interval_count`]}
              />
              <div className="flex items-end md:h-full md:pt-6">
                <IconButton
                  label={t('Remove price :number', { number })}
                  onPress={() => onChange(value.filter((_, i) => i !== index))}
                  isDisabled={locked}
                >
                  <Trash2 className="size-4" aria-hidden />
                </IconButton>
              </div>
            </div>
            {errors[`prices.${index}.id`] ? (
              <p className="text-sm text-danger">{errors[`prices.${index}.id`]}</p>
            ) : null}
          </fieldset>
        );
      })}
      {errors.prices ? (
        <p role="alert" className="text-sm text-danger">
          {errors.prices}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onPress={() =>
            onChange([
              ...value,
              {
                amount: '',
                currency: value.at(-1)?.currency ?? 'USD',
                interval: 'month',
                interval_count: '1',
                subscriptions_count: 0,
              },
            ])
          }
        >
          <Plus className="size-4" aria-hidden />
          {t('Add price')}
        </Button>
      </div>
    </div>
  );
}

export interface PlanFormProps {
  values: PlanFormValues;
  onChange: (values: PlanFormValues) => void;
  errors: PlanFormErrors;
  permissions: PermissionInfo[];
  submitLabel: string;
  isPending: boolean;
  onSubmit: () => void;
  /** Shown above the save bar (the edit page's sync status). */
  footer?: ReactNode;
}

/**
 * The plan editor: name, description, features, flags, position, prices and the
 * permissions a valid subscription grants, with their restriction values.
 */
export function PlanForm({
  values,
  onChange,
  errors,
  permissions,
  submitLabel,
  isPending,
  onSubmit,
  footer,
}: PlanFormProps) {
  const t = useTrans();
  const set = <K extends keyof PlanFormValues>(key: K, value: PlanFormValues[K]) =>
    onChange({ ...values, [key]: value });
  /** The name, value, change handler and error of one text field. */
  const text = <K extends 'name' | 'description' | 'position'>(key: K) => ({
    name: key,
    value: values[key],
    onChange: (value: string) => set(key, value),
    errorMessage: errors[key],
  });
  /** The state and change handler of one flag's switch. */
  const flag = <K extends 'recommended' | 'free' | 'hidden'>(key: K) => ({
    isSelected: values[key],
    onChange: (on: boolean) => set(key, on),
  });
  const permissionErrors = Object.fromEntries(
    values.permissions.map((grant, index) => [
      grant.name,
      errorUnder(errors, `permissions.${index}`),
    ]),
  );
  return (
    <StateForm className="flex flex-col gap-6" data-testid="plan-form" onSubmit={onSubmit}>
      <Card title={t('Details')}>
        <TextField label={t('Name')} isRequired {...text('name')} />
        <TextField label={t('Description')} {...text('description')} />
        <TextField
          label={t('Position')}
          inputMode="numeric"
          description={t('Plans are listed from the lowest position up.')}
          {...text('position')}
        />
        <div className="divide-y divide-divider rounded-lg border border-divider">
          <SwitchField
            className="px-4 py-3"
            label={t('Recommended')}
            description={t('Highlighted on the pricing page.')}
            {...flag('recommended')}
          />
          <SwitchField
            className="px-4 py-3"
            label={t('Free')}
            description={t('Marked free on the pricing page; it needs no checkout.')}
            {...flag('free')}
          />
          <SwitchField
            className="px-4 py-3"
            label={t('Hidden')}
            description={t(
              'Not for sale: left out of the pricing page, and checkout refuses it. People already on it keep it, renew it and change its price.',
            )}
            {...flag('hidden')}
          />
        </div>
      </Card>

      <Card
        title={t('Features')}
        description={t('The lines the pricing page lists for this plan.')}
      >
        <FeatureListEditor
          value={values.feature_list}
          onChange={(lines) => set('feature_list', lines)}
          errors={errors}
        />
      </Card>

      <Card
        title={t('Prices')}
        description={t('Amounts in the currency’s usual unit, e.g. 9.99. A free plan needs none.')}
      >
        <PricesEditor
          value={values.prices}
          onChange={(prices) => set('prices', prices)}
          errors={errors}
        />
      </Card>

      <Card
        title={t('Permissions')}
        description={t('What subscribers hold while their subscription is valid.')}
      >
        <PermissionsEditor
          label={t('Plan permissions')}
          value={values.permissions.map((grant) => ({
            name: grant.name,
            restrictions: grant.restrictions ?? [],
          }))}
          onChange={(next) => set('permissions', next)}
          permissions={permissions}
          errors={permissionErrors}
          errorMessage={errors.permissions}
          lockedOff={['admin']}
        />
      </Card>

      {footer}

      <AdminSaveBar label={submitLabel} isDisabled={isPending} />
    </StateForm>
  );
}
