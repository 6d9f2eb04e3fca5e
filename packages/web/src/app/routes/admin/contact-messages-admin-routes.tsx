import { ContactMessagePage } from '@/features/admin/contact-messages/components/contact-message-page';
import { IdParamRoute } from '../id-param-route';

export { ContactMessagesPage } from '@/features/admin/contact-messages/components/contact-messages-page';

/** `/admin/contact-messages/:messageId`. */
export function ContactMessageRoute() {
  return (
    <IdParamRoute
      param="messageId"
      render={(id) => <ContactMessagePage key={id} messageId={id} />}
    />
  );
}
