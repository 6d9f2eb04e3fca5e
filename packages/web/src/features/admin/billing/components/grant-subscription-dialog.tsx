import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogHeader } from '@/components/ui/dialog-parts';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { TextField } from '@/components/ui/form-fields';
import type { CloseDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { useAllPlans } from '../api/get-plan';
import { useGrantSubscription } from '../api/grant-subscription';
import { useUserSearch, type UserOption } from '../api/search-users';
import { formatPrice } from '../format-price';
import { DateField, endOfDayIso } from '@/components/ui/date-field';
import { SelectField } from '@/components/ui/native-fields';
import { StateForm } from '@/components/admin-kit/state-form';

/**
 * "Grant subscription": a manual subscription, charged by nobody, for a user,
 * a plan, optionally one of its prices, until a date or for ever.
 */
export function GrantSubscriptionDialog({ close }: { close: CloseDialog }) {
  const t = useTrans();
  const plans = useAllPlans();
  const grant = useGrantSubscription();
  const [search, setSearch] = useState('');
  const users = useUserSearch(search);
  const [user, setUser] = useState<UserOption | null>(null);
  const [productId, setProductId] = useState('');
  const [priceId, setPriceId] = useState('');
  const [never, setNever] = useState(false);
  const [endsAt, setEndsAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const plan = plans.data?.find((p) => String(p.id) === productId);

  const handleSubmit = async () => {
    const found: Record<string, string> = {};
    if (!user) found.user_id = t('Choose a user.');
    if (!plan) found.product_id = t('Choose a plan.');
    if (!never && !endsAt) found.ends_at = t('Choose an end date, or let it never end.');
    setErrors(found);
    if (Object.keys(found).length || !user || !plan) return;
    try {
      await grant.mutateAsync({
        user_id: user.id,
        product_id: plan.id,
        price_id: priceId ? Number(priceId) : null,
        ends_at: never ? null : endOfDayIso(endsAt),
      });
      toast.positive(t('Subscription granted'));
      close(true);
    } catch (error) {
      const fields = isApiError(error) ? error.response?.data?.errors : undefined;
      if (!fields) return showHttpErrorToast(error);
      setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([field, messages]) => [
            field,
            String(Array.isArray(messages) ? messages[0] : messages),
          ]),
        ),
      );
    }
  };

  return (
    <StateForm data-testid="grant-subscription-dialog" onSubmit={handleSubmit}>
      <DialogHeader
        title={t('Grant subscription')}
        description={t(
          'A subscription nobody is charged for. The user gets the plan’s permissions.',
        )}
      />
      <div className="flex flex-col gap-4">
        {user ? (
          <div className="flex items-center justify-between gap-2 rounded-lg border border-divider px-3 py-2">
            <span className="min-w-0">
              <span className="block truncate font-medium">{user.name}</span>
              <span className="block truncate text-xs text-muted">{user.email}</span>
            </span>
            <Button variant="ghost" size="sm" onPress={() => setUser(null)}>
              {t('Change')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <TextField
              label={t('User')}
              placeholder={t('Search by name or email')}
              value={search}
              onChange={setSearch}
              errorMessage={errors.user_id}
            />
            {users.data && users.data.length > 0 ? (
              <ul className="flex max-h-40 flex-col overflow-auto rounded-lg border border-divider">
                {users.data.map((option) => (
                  <li key={option.id}>
                    <button
                      type="button"
                      className="flex w-full flex-col px-3 py-2 text-left text-sm outline-none hover:bg-hover focus-visible:bg-hover"
                      onClick={() => setUser(option)}
                    >
                      <span className="font-medium">{option.name}</span>
                      <span className="text-xs text-muted">{option.email}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : users.data && search.trim() ? (
              <p className="text-sm text-muted">{t('No users match.')}</p>
            ) : null}
          </div>
        )}
        <SelectField
          label={t('Plan')}
          value={productId}
          onChange={(value) => {
            setProductId(value);
            setPriceId('');
          }}
          errorMessage={errors.product_id}
        >
          <option value="">{t('Choose a plan')}</option>
          {(plans.data ?? []).map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('Price')}
          value={priceId}
          onChange={setPriceId}
          errorMessage={errors.price_id}
        >
          <option value="">{t('No price')}</option>
          {(plan?.prices ?? []).map((price) => (
            <option key={price.id} value={String(price.id)}>
              {formatPrice(price)}
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={never}
            onChange={(event) => setNever(event.target.checked)}
            className="size-4 accent-primary"
          />
          {t('Never ends')}
        </label>
        {never ? null : (
          <DateField
            label={t('Ends on')}
            value={endsAt}
            onChange={setEndsAt}
            errorMessage={errors.ends_at}
          />
        )}
      </div>
      <DialogFormFooter
        onCancel={() => close()}
        submitLabel={t('Grant subscription')}
        isSubmitDisabled={grant.isPending}
        cancelVariant="ghost"
      />
    </StateForm>
  );
}
