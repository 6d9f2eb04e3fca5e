import type { ComponentPropsWithoutRef, FormEvent } from 'react';

type FormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'noValidate'> & {
  /** react-hook-form's `handleSubmit(...)`, or any handler of the submit event. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
};

/**
 * A form the app validates itself (zod, with messages beside the fields) instead of the
 * browser, and whose submit handler may be async.
 */
export function Form({ onSubmit, ...props }: FormProps) {
  return <form {...props} noValidate onSubmit={(event) => void onSubmit(event)} />;
}
