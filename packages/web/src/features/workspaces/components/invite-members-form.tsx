import { useState, type FormEvent } from 'react';
import {
  inviteInputSchema,
  WORKSPACE_INVITE_MAX,
  type AssignableWorkspaceRole,
} from '@tonearm/shared/workspaces/workspaces.schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { isApiError } from '@/lib/api-client';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { useInviteMembers } from '../api/invite-members';
import { RoleSelect } from './role-select';
import { Form } from '@/components/ui/form';

interface InviteErrors {
  emails?: string;
  role?: string;
}

/** Addresses separated by commas, semicolons, spaces or new lines. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
}

/**
 * The server names a bad address by its index (`emails.2`): each becomes a line on the emails
 * field, naming the address it is about.
 */
export function inviteErrorsFromServer(
  errors: Record<string, string | string[]>,
  emails: readonly string[],
): InviteErrors {
  const result: InviteErrors = {};
  const emailLines: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (!message) continue;
    const indexed = /^emails\.(\d+)$/.exec(field);
    if (indexed) {
      const email = emails[Number(indexed[1])];
      emailLines.push(email ? `${email}: ${message}` : message);
    } else if (field === 'emails') emailLines.push(message);
    else if (field === 'role') result.role = message;
  }
  if (emailLines.length > 0) result.emails = emailLines.join(' ');
  return result;
}

/** Invites several addresses at once with one role (owner or admin). */
export function InviteMembersForm({ workspaceId }: { workspaceId: number }) {
  const t = useTrans();
  const invite = useInviteMembers();
  const [text, setText] = useState('');
  const [role, setRole] = useState<AssignableWorkspaceRole>('member');
  const [errors, setErrors] = useState<InviteErrors>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const emails = splitEmails(text);
    const parsed = inviteInputSchema.safeParse({ emails, role });
    if (!parsed.success) {
      const tooMany = emails.length > WORKSPACE_INVITE_MAX;
      setErrors({
        emails:
          emails.length === 0
            ? t('Enter at least one email address.')
            : tooMany
              ? t('Invite at most :max people at a time.', { max: WORKSPACE_INVITE_MAX })
              : t('Enter valid email addresses.'),
      });
      return;
    }
    setErrors({});
    invite.mutate(
      { workspaceId, ...parsed.data },
      {
        onSuccess: () => setText(''),
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.response?.data?.errors : undefined;
          const mapped = fieldErrors ? inviteErrorsFromServer(fieldErrors, parsed.data.emails) : {};
          if (!mapped.emails && !mapped.role) return showHttpErrorToast(error);
          setErrors(mapped);
        },
      },
    );
  };

  return (
    <Form onSubmit={handleSubmit} className="flex flex-col gap-3" data-testid="invite-members-form">
      <TextField
        label={t('Invite by email')}
        placeholder={t('Email addresses, separated by commas')}
        value={text}
        onChange={setText}
        errorMessage={errors.emails}
      />
      <div className="flex items-end justify-between gap-3">
        <RoleSelect label={t('Role')} value={role} onChange={setRole} errorMessage={errors.role} />
        <Button type="submit" isDisabled={invite.isPending}>
          {t('Invite')}
        </Button>
      </div>
    </Form>
  );
}
