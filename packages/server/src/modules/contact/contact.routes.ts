import { noContentSchema } from '@tonearm/shared/http/http.schemas';
import {
  CONTACT_MESSAGES,
  contactMessageIdParamsSchema,
  contactMessageInputSchema,
  contactMessageListQuerySchema,
  contactMessageListResponseSchema,
  contactMessageResponseSchema,
  contactSubmittedResponseSchema,
  deleteContactMessagesSchema,
} from '@tonearm/shared/contact/contact.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MANAGE_CONTACT_MESSAGES, SEND_CONTACT_MESSAGE } from './contact.policy';

const tags = ['contact'];

/** The contact form and its messages (route table in shared/contact/contact.schemas.ts). */
export const contactRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const contact = app.services.contact;

  app.post(
    '/api/v1/contact-page',
    {
      config: { guard: SEND_CONTACT_MESSAGE },
      schema: {
        tags,
        summary: 'Send a message to the site (throttled per address)',
        body: contactMessageInputSchema,
        response: { 200: contactSubmittedResponseSchema },
      },
    },
    async (request) => {
      await contact.submit(request.body, { ip: request.ip ?? null });
      return { message: CONTACT_MESSAGES.submitted };
    },
  );

  app.get(
    '/api/v1/contact-messages',
    {
      config: { guard: MANAGE_CONTACT_MESSAGES },
      schema: {
        tags,
        summary: 'The messages sent through the contact form, paged',
        querystring: contactMessageListQuerySchema,
        response: { 200: contactMessageListResponseSchema },
      },
    },
    async (request) => ({ pagination: await contact.list(request.query) }),
  );

  app.post(
    '/api/v1/contact-messages/delete',
    {
      config: { guard: MANAGE_CONTACT_MESSAGES },
      schema: {
        tags,
        summary: 'Delete several contact messages',
        body: deleteContactMessagesSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await contact.delete(request.body.ids);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v1/contact-messages/:id',
    {
      config: { guard: MANAGE_CONTACT_MESSAGES },
      schema: {
        tags,
        summary: 'One contact message',
        params: contactMessageIdParamsSchema,
        response: { 200: contactMessageResponseSchema },
      },
    },
    async (request) => ({ contactMessage: await contact.show(request.params.id) }),
  );

  app.delete(
    '/api/v1/contact-messages/:id',
    {
      config: { guard: MANAGE_CONTACT_MESSAGES },
      schema: {
        tags,
        summary: 'Delete a contact message',
        params: contactMessageIdParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await contact.deleteOne(request.params.id);
      return reply.status(204).send();
    },
  );
};
