import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';

export interface AuthFormProps {
  title: ReactNode;
  /** A line under the heading that says what the form does. */
  intro?: ReactNode;
  testId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  /** The submit button waits while the form's call is under way. */
  isPending: boolean;
  /** The fields, between the heading and the submit button. */
  children: ReactNode;
  /** What follows the submit button: other ways in, links to the other auth pages. */
  footer?: ReactNode;
}

/** The shape every sign-in, sign-up and password page shares: heading, fields, one wide submit. */
export function AuthForm({
  title,
  intro,
  testId,
  onSubmit,
  submitLabel,
  isPending,
  children,
  footer,
}: AuthFormProps) {
  return (
    <Form onSubmit={onSubmit} className="flex flex-col gap-5" data-testid={testId}>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {intro ? <p className="text-sm text-muted">{intro}</p> : null}
      {children}
      <Button type="submit" size="lg" isDisabled={isPending} className="w-full">
        {submitLabel}
      </Button>
      {footer}
    </Form>
  );
}
