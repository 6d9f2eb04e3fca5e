import {
  appearanceResponseSchema,
  CUSTOM_CODE_FILE,
  customCodeParamsSchema,
  FONT_STYLESHEET_FILE,
  fontFileParamsSchema,
  fontStylesheetParamsSchema,
  themeIdParamsSchema,
  themeInputSchema,
  themeResponseSchema,
  themesResponseSchema,
  updateAppearanceSchema,
} from '@tonearm/shared/appearance/appearance.schemas';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { APPEARANCE_EDITOR } from './appearance.policy';
import { defineRoutes } from '../../platform/http/define-routes';

const YEAR = 'public, max-age=31536000, immutable';

/** Bytes of a public file, cached for a year (its URL changes when its content may). */
function sendFile(reply: FastifyReply, type: string, body: string | Buffer) {
  return reply
    .header('content-type', type)
    .header('cache-control', YEAR)
    .send(typeof body === 'string' ? Buffer.from(body) : body);
}

/** The appearance editor's calls and the public files it makes. */
export const appearanceRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['appearance'] });
  const appearance = app.services.appearance;

  routes.get(
    '/api/v1/admin/appearance',
    {
      guard: APPEARANCE_EDITOR,
      summary: 'The appearance settings, the themes and the font list',
      response: appearanceResponseSchema,
    },
    () => appearance.editorData(),
  );

  routes.put(
    '/api/v1/admin/appearance',
    {
      guard: APPEARANCE_EDITOR,
      summary: 'Save some appearance settings (all or nothing)',
      body: updateAppearanceSchema,
      response: appearanceResponseSchema,
    },
    async (request) => {
      await appearance.saveSettings(request.body.settings);
      return appearance.editorData();
    },
  );

  routes.get(
    '/api/v1/admin/themes',
    {
      guard: APPEARANCE_EDITOR,
      summary: 'The site themes',
      response: themesResponseSchema,
    },
    async () => ({ themes: await appearance.listThemes() }),
  );

  routes.post(
    '/api/v1/admin/themes',
    {
      guard: APPEARANCE_EDITOR,
      summary: 'Create a theme',
      body: themeInputSchema,
      created: themeResponseSchema,
    },
    async (request) => ({ theme: await appearance.createTheme(request.body) }),
  );

  routes.put(
    '/api/v1/admin/themes/:id',
    {
      guard: APPEARANCE_EDITOR,
      summary: 'Update a theme (its name, kind, defaults and CSS variables)',
      params: themeIdParamsSchema,
      body: themeInputSchema,
      response: themeResponseSchema,
    },
    async (request) => ({
      theme: await appearance.updateTheme(request.params.id, request.body),
    }),
  );

  routes.delete(
    '/api/v1/admin/themes/:id',
    {
      guard: APPEARANCE_EDITOR,
      summary: 'Delete a theme (not the last, not a default)',
      params: themeIdParamsSchema,
      responses: { 204: z.void().describe('Deleted') },
    },
    async (request, reply) => {
      await appearance.deleteTheme(request.params.id);
      return reply.status(204).send();
    },
  );

  // ——— public files: same origin, so the CSP needs no exception ———

  /**
   * A public file found from the name in its URL: its bytes, cached for a year, or a 404 when
   * `find` has none. `contentType` is what the API document says it answers.
   */
  function publicFileRoute<P extends z.ZodType>(
    url: string,
    spec: { summary: string; params: P; contentType: string },
    find: (params: z.output<P>) => Promise<{ type: string; body: string | Buffer } | null>,
  ) {
    const { summary, params, contentType } = spec;
    routes.get(
      url,
      { summary, params, response: z.string().describe(contentType) },
      async (request, reply) => {
        const file = await find(request.params as z.output<P>);
        if (file === null) throw notFound();
        return sendFile(reply, file.type, file.body);
      },
    );
  }

  publicFileRoute(
    '/assets/fonts/:stylesheet',
    {
      summary: 'A self-hosted font family in some weights: /assets/fonts/roboto-400-700.css',
      params: fontStylesheetParamsSchema,
      contentType: 'text/css',
    },
    async ({ stylesheet }) => {
      const [, fontId = '', weightList = ''] = FONT_STYLESHEET_FILE.exec(stylesheet) ?? [];
      const weights = weightList.split('-').filter(Boolean).map(Number);
      const css = await appearance.fonts.stylesheet(fontId, weights);
      return css === null ? null : { type: 'text/css; charset=utf-8', body: css };
    },
  );

  publicFileRoute(
    '/assets/fonts/files/:file',
    { summary: 'A self-hosted font file', params: fontFileParamsSchema, contentType: 'font/woff2' },
    async ({ file }) => {
      const bytes = await appearance.fonts.file(file);
      return bytes === null ? null : { type: 'font/woff2', body: bytes };
    },
  );

  publicFileRoute(
    '/assets/custom/:file',
    {
      summary: "The site's custom CSS or JavaScript (custom.<hash>.css|js)",
      params: customCodeParamsSchema,
      contentType: 'text/css or text/javascript',
    },
    async ({ file }) => {
      const [, hash, kind] = CUSTOM_CODE_FILE.exec(file) ?? [];
      const asset = await appearance.customCode(kind === 'js' ? 'js' : 'css');
      // An old hash is a page from before a save: its file is gone, not replaced.
      if (!asset || asset.hash !== hash) return null;
      const type =
        asset.kind === 'css' ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
      return { type, body: asset.content };
    },
  );
};
