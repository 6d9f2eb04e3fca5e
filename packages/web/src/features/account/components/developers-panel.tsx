import { zodResolver } from '@/lib/zod-resolver';
import { Check, Copy, KeyRound, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  createAccessTokenSchema,
  type AccessToken,
  type CreateAccessTokenPayload,
} from '@tonearm/shared/account/account.schemas';
import { TOKEN_COPY_CONFIRMATION_MS } from '@tonearm/shared/constants';
import { Button } from '@/components/ui/button';
import { DialogFooter, DialogHeader } from '@/components/ui/dialog-parts';
import { FormTextField } from '@/components/ui/form-fields';
import { openDialog, type CloseDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useCreateAccessToken } from '../api/create-access-token';
import { useDeleteAccessToken } from '../api/delete-access-token';
import { ensurePasswordConfirmed } from '../hooks/use-password-confirmation';
import { SettingsPanel } from './settings-panel';
import { Tooltip } from '@/components/ui/tooltip';
import { AccessTokenSummary } from '@/components/ui/access-token-summary';
import { Form } from '@/components/ui/form';

/** A copy button whose "Copied" confirmation lasts 1 s. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTrans();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TOKEN_COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="secondary"
      size="sm"
      onPress={() => {
        void navigator.clipboard?.writeText(text).catch(() => undefined);
        setCopied(true);
      }}
      data-testid="copy-button"
    >
      {copied ? (
        <Check className="size-3.5" aria-hidden />
      ) : (
        <Copy className="size-3.5" aria-hidden />
      )}
      {copied ? t('Copied!') : label}
    </Button>
  );
}

/** Asks for a name, creates the token, then shows it once (Access token). */
function CreateTokenDialog({ close }: { close: CloseDialog }) {
  const t = useTrans();
  const create = useCreateAccessToken();
  const [plainText, setPlainText] = useState<string | null>(null);
  const form = useForm<CreateAccessTokenPayload>({
    resolver: zodResolver(createAccessTokenSchema),
    mode: 'onChange',
    defaultValues: { tokenName: '' },
  });
  const handleSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        toast.positive(t('Token create'));
        setPlainText(created.plainTextToken);
      },
      onError: (error) => applyServerErrors(error, form.setError, ['tokenName']),
    }),
  );

  if (plainText) {
    return (
      <div data-testid="token-created-dialog">
        <DialogHeader
          title={t('Your new access token')}
          description={t("Copy it now: for your security it won't be shown again.")}
        />
        <div className="flex flex-col gap-3 rounded-lg border border-divider bg-bg-alt p-3 sm:flex-row sm:items-center">
          <code
            className="min-w-0 flex-1 font-mono text-sm break-all select-all"
            data-testid="plain-text-token"
          >
            {plainText}
          </code>
          <CopyButton text={plainText} label={t('Copy')} />
        </div>
        <DialogFooter>
          <Button onPress={() => close()}>{t('Done')}</Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <Form onSubmit={handleSubmit} data-testid="create-token-dialog">
      <DialogHeader
        title={t('Create token')}
        description={t('Name the token after what will use it, so you can recognise it later.')}
      />
      <FormTextField
        control={form.control}
        name="tokenName"
        label={t('Token name')}
        autoFocus
        isRequired
      />
      <DialogFooter>
        <Button variant="secondary" onPress={() => close()}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isDisabled={!form.formState.isValid || create.isPending}>
          {t('Create')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

function DeleteTokenDialog({ token, close }: { token: AccessToken; close: CloseDialog }) {
  const t = useTrans();
  const remove = useDeleteAccessToken();
  return (
    <div>
      <DialogHeader
        title={t('Delete token?')}
        description={t('Anything using ":name" will stop working.', { name: token.name })}
      />
      <DialogFooter>
        <Button variant="secondary" onPress={() => close()}>
          {t('Cancel')}
        </Button>
        <Button
          variant="danger"
          isDisabled={remove.isPending}
          onPress={() =>
            remove.mutate(token.id, {
              onSuccess: () => {
                toast.positive(t('Token deleted'));
                close();
              },
            })
          }
        >
          {t('Delete')}
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * A token acts for its owner without the password, so creating one is a sensitive action
 *: the password is confirmed first, as the server requires (else 423).
 */
async function openCreateTokenDialog(label: string) {
  if (!(await ensurePasswordConfirmed())) return;
  await openDialog((close) => <CreateTokenDialog close={close} />, { label });
}

/** Developers: personal access tokens for the API. */
export function DevelopersPanel({ tokens }: { tokens: AccessToken[] }) {
  const t = useTrans();
  return (
    <SettingsPanel
      id="developers"
      title={t('Developers')}
      description={t('Access tokens let scripts and apps use the API on your behalf.')}
      footer={
        <Button onPress={() => void openCreateTokenDialog(t('Create token'))}>
          {t('Create token')}
        </Button>
      }
    >
      {tokens.length === 0 ? (
        <p className="text-sm text-muted">{t('You have not created any tokens yet.')}</p>
      ) : (
        <ul className="divide-y divide-divider" data-testid="token-list">
          {tokens.map((token) => (
            <li key={token.id} className="flex items-center gap-4 py-3" data-testid="token-row">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-bg-alt text-muted">
                <KeyRound className="size-4" aria-hidden />
              </span>
              <AccessTokenSummary token={token} />
              <Tooltip label={t('Delete token :name', { name: token.name })}>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('Delete token :name', { name: token.name })}
                  onPress={() =>
                    void openDialog((close) => <DeleteTokenDialog token={token} close={close} />, {
                      role: 'alertdialog',
                    })
                  }
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </Tooltip>
            </li>
          ))}
        </ul>
      )}
    </SettingsPanel>
  );
}
