import type { ComponentPropsWithoutRef } from 'react';
import { Form } from '@/components/ui/form';

type StateFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'noValidate'> & {
  /** Sends the values the page keeps; the form itself holds none. */
  onSubmit: () => unknown;
};

/**
 * A form whose values live in its page's state (a controlled editor): submitting it stays on
 * the page and calls `onSubmit`, which validates and sends those values.
 */
export function StateForm({ onSubmit, ...props }: StateFormProps) {
  return (
    <Form
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    />
  );
}
