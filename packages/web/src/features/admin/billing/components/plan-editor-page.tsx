import type { AdminProduct } from '@tonearm/shared/billing/billing.schemas';
import { useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { usePermissions } from '@/features/admin/roles/api/get-permissions';
import { isApiError } from '@/lib/api-client';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { useCreatePlan } from '../api/create-plan';
import { usePlan } from '../api/get-plan';
import { useUpdatePlan } from '../api/update-plan';
import { billingAdminPaths } from '../billing-admin-paths';
import {
  initialPlanValues,
  PlanForm,
  planPayload,
  validatePlan,
  type PlanFormErrors,
  type PlanFormValues,
} from './plan-form';
import { PlanSyncStatus } from './plan-sync-status';
import { AdminEditorPage } from '@/features/admin/shell/admin-editor-page';
import { useCreateThenEdit } from '@/features/admin/shell/use-create-then-edit';

/** A 422's field errors by path; anything else is toasted and answers no field errors. */
export function planErrorsFrom(error: unknown): PlanFormErrors {
  const body = isApiError(error) ? error.response?.data : undefined;
  const fields = body?.errors;
  if (!fields || Object.keys(fields).length === 0) {
    showHttpErrorToast(error);
    return {};
  }
  const errors: PlanFormErrors = {};
  for (const [field, messages] of Object.entries(fields))
    errors[field] = Array.isArray(messages) ? String(messages[0] ?? '') : String(messages);
  // A provider's refusal (gateway_ids) is not a field of the form: say it aloud too.
  if (errors.gateway_ids) toast.danger(errors.gateway_ids);
  return errors;
}

/** Validates with the shared schema, then saves; field errors stay on the form. */
function usePlanFormState(product?: AdminProduct) {
  const [values, setValues] = useState<PlanFormValues>(() => initialPlanValues(product));
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const submit = async (save: (payload: ReturnType<typeof planPayload>) => Promise<unknown>) => {
    const found = validatePlan(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save(planPayload(values));
    } catch (error) {
      setErrors(planErrorsFrom(error));
    }
  };
  // What the form shows and edits: the values, their setter and the errors.
  const formProps = { values, onChange: setValues, errors };
  return { setValues, submit, formProps };
}

/** `/admin/plans/new`. */
export function NewPlanPage() {
  const t = useTrans();
  const permissions = usePermissions();
  const create = useCreatePlan();
  const createThenEdit = useCreateThenEdit(create, t('Plan created'), (product) =>
    billingAdminPaths.editPlan(product.id),
  );
  const form = usePlanFormState();
  return (
    <AdminEditorPage
      title={t('New plan')}
      back={{ label: t('Plans'), to: billingAdminPaths.plans() }}
      crumb={{ label: t('New plan'), to: billingAdminPaths.newPlan() }}
      queries={[permissions]}
    >
      {(allPermissions) => (
        <PlanForm
          {...form.formProps}
          permissions={allPermissions}
          submitLabel={t('Create plan')}
          isPending={create.isPending}
          onSubmit={() => void form.submit(createThenEdit)}
        />
      )}
    </AdminEditorPage>
  );
}

function EditPlanForm({
  product,
  permissions,
}: {
  product: AdminProduct;
  permissions: NonNullable<ReturnType<typeof usePermissions>['data']>;
}) {
  const t = useTrans();
  const update = useUpdatePlan();
  const form = usePlanFormState(product);
  return (
    <PlanForm
      {...form.formProps}
      permissions={permissions}
      submitLabel={t('Save changes')}
      isPending={update.isPending}
      footer={<PlanSyncStatus product={product} />}
      onSubmit={() =>
        void form.submit(async (payload) => {
          const saved = await update.mutateAsync({ id: product.id, ...payload });
          // New prices get their ids: the form continues from what was saved.
          form.setValues(initialPlanValues(saved));
          toast.positive(t('Plan saved'));
        })
      }
    />
  );
}

/** `/admin/plans/:productId/edit`. */
export function EditPlanPage({ productId }: { productId: number }) {
  const t = useTrans();
  const permissions = usePermissions();
  const plan = usePlan(productId);
  return (
    <AdminEditorPage
      title={plan.data ? t('Edit “:name”', { name: plan.data.name }) : t('Edit plan')}
      back={{ label: t('Plans'), to: billingAdminPaths.plans() }}
      crumb={{
        label: plan.data?.name ?? t('Edit plan'),
        to: billingAdminPaths.editPlan(productId),
      }}
      queries={[permissions, plan]}
    >
      {(allPermissions, product) => (
        <EditPlanForm key={product.id} product={product} permissions={allPermissions} />
      )}
    </AdminEditorPage>
  );
}
