import { zodResolver } from '@/lib/zod-resolver';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  contactMessageInputSchema,
  type ContactMessageInput,
  type ContactMessageValues,
} from '@tonearm/shared/contact/contact.schemas';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormEmailField, FormTextField } from '@/components/ui/form-fields';
import { FormTextAreaField } from '@/components/ui/text-area-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useRecaptcha } from '@/features/auth/public';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useSendContactMessage } from '../api/send-contact-message';
import { Form } from '@/components/ui/form';

const EMPTY: ContactMessageInput = { name: '', email: '', message: '' };

/**
 * /contact: name, email and message, all required; Send is enabled only when
 * the form is valid. A human check runs first when reCAPTCHA is on for "contact".
 */
export function ContactForm() {
  const t = useTrans();
  const send = useSendContactMessage();
  const recaptcha = useRecaptcha('contact');
  const form = useForm<ContactMessageInput, unknown, ContactMessageValues>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: EMPTY,
    mode: 'onChange',
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    let token: string | null = null;
    try {
      token = await recaptcha.check();
    } catch {
      toast.danger(t('Could not verify you are human.'));
      return;
    }
    try {
      await send.mutateAsync({
        name: values.name,
        email: values.email,
        message: values.message,
        ...(token ? { recaptcha_token: token } : {}),
      });
      // Verbatim.
      toast.positive(t('Your message has been submitted.'));
      form.reset(EMPTY);
    } catch (error) {
      applyServerErrors(error, form.setError, ['name', 'email', 'message']);
    }
  });

  return (
    <Form onSubmit={handleSubmit} className="flex flex-col gap-5" data-testid="contact-form">
      <FormTextField
        control={form.control}
        name="name"
        label={t('Name')}
        autoComplete="name"
        maxLength={CONTACT_NAME_MAX}
        isRequired
      />
      <FormEmailField control={form.control} name="email" maxLength={CONTACT_EMAIL_MAX} />
      <FormTextAreaField
        control={form.control}
        name="message"
        label={t('Message')}
        rows={7}
        maxLength={CONTACT_MESSAGE_MAX}
        isRequired
      />
      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          isDisabled={!form.formState.isValid || form.formState.isSubmitting}
        >
          {t('Send')}
        </Button>
      </div>
    </Form>
  );
}
