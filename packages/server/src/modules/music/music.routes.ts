import { noContentSchema } from '@tonearm/shared/http/http.schemas';
import { idParamSchema, lyricsResponseSchema } from '@tonearm/shared/catalog/catalog.schemas';
import { booleanFilter } from '@tonearm/shared/http/list-query';
import {
  albumInputSchema,
  artistInputSchema,
  editableAlbumResponseSchema,
  editableArtistResponseSchema,
  editableTrackResponseSchema,
  lyricsInputSchema,
  newTrackSchema,
  publishResponseSchema,
  publishSchema,
  trackInputSchema,
} from '@tonearm/shared/music/music.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['music'];
const LOGIN = { guard: { auth: true } } as const;
const CREATE = { guard: { auth: true, permissions: ['music.create'] } } as const;
const UPDATE_ALL = { guard: { auth: true, permissions: ['music.update'] } } as const;
const deleteAlbumQuerySchema = z.object({ with_tracks: booleanFilter });

/**
 * The music editors (shared/music/music.schemas.ts): who may is decided by
 * MusicService through music.policy.ts (the caller's own music, or music.update).
 */
export const musicRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const music = app.services.music;

  // ---- Tracks -------------------------------------------------------------------------------
  app.post(
    '/api/v1/tracks',
    {
      config: CREATE,
      schema: {
        tags,
        summary: 'Create a draft track from uploaded audio',
        body: newTrackSchema,
        response: { 201: editableTrackResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ track: await music.createTrack(await request.permissionContext(), request.body) }),
  );
  app.get(
    '/api/v1/tracks/:id/edit',
    {
      config: LOGIN,
      schema: {
        tags,
        summary: 'A track for its editor',
        params: idParamSchema,
        response: { 200: editableTrackResponseSchema },
      },
    },
    async (request) => ({
      track: await music.editTrack(await request.permissionContext(), request.params.id),
    }),
  );
  app.put(
    '/api/v1/tracks/:id',
    {
      config: LOGIN,
      schema: {
        tags,
        summary: 'Update a track',
        params: idParamSchema,
        body: trackInputSchema,
        response: { 200: editableTrackResponseSchema },
      },
    },
    async (request) => ({
      track: await music.updateTrack(
        await request.permissionContext(),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.delete(
    '/api/v1/tracks/:id',
    {
      config: LOGIN,
      schema: {
        tags,
        summary: 'Delete a track',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await music.deleteTrack(await request.permissionContext(), request.params.id);
      return reply.status(204).send();
    },
  );
  app.put(
    '/api/v1/tracks/:id/lyrics',
    {
      config: LOGIN,
      schema: {
        tags,
        summary: "Save a track's lyrics (plain or LRC)",
        params: idParamSchema,
        body: lyricsInputSchema,
        response: { 200: lyricsResponseSchema },
      },
    },
    async (request) => ({
      lyrics: await music.saveLyrics(
        await request.permissionContext(),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.delete(
    '/api/v1/tracks/:id/lyrics',
    {
      config: LOGIN,
      schema: {
        tags,
        summary: "Delete a track's lyrics",
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await music.deleteLyrics(await request.permissionContext(), request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/v1/music/publish',
    {
      config: LOGIN,
      schema: {
        tags,
        summary: 'Publish drafts',
        body: publishSchema,
        response: { 200: publishResponseSchema },
      },
    },
    async (request) => ({
      tracks: await music.publish(await request.permissionContext(), request.body),
    }),
  );

  // ---- Albums -------------------------------------------------------------------------------
  app.post(
    '/api/v1/albums',
    {
      config: CREATE,
      schema: {
        tags,
        summary: 'Create an album',
        body: albumInputSchema,
        response: { 201: editableAlbumResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ album: await music.createAlbum(await request.permissionContext(), request.body) }),
  );
  app.get(
    '/api/v1/albums/:id/edit',
    {
      config: LOGIN,
      schema: {
        tags,
        summary: 'An album for its editor',
        params: idParamSchema,
        response: { 200: editableAlbumResponseSchema },
      },
    },
    async (request) => ({
      album: await music.editAlbum(await request.permissionContext(), request.params.id),
    }),
  );
  app.put(
    '/api/v1/albums/:id',
    {
      config: LOGIN,
      schema: {
        tags,
        summary: 'Update an album',
        params: idParamSchema,
        body: albumInputSchema,
        response: { 200: editableAlbumResponseSchema },
      },
    },
    async (request) => ({
      album: await music.updateAlbum(
        await request.permissionContext(),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.delete(
    '/api/v1/albums/:id',
    {
      config: LOGIN,
      schema: {
        tags,
        summary: 'Delete an album (and its tracks with with_tracks=true)',
        params: idParamSchema,
        querystring: deleteAlbumQuerySchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await music.deleteAlbum(
        await request.permissionContext(),
        request.params.id,
        request.query.with_tracks ?? false,
      );
      return reply.status(204).send();
    },
  );

  // ---- Artists ------------------------------------------------------------------------------
  app.post(
    '/api/v1/artists',
    {
      config: UPDATE_ALL,
      schema: {
        tags,
        summary: 'Create an artist',
        body: artistInputSchema,
        response: { 201: editableArtistResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        artist: await music.createArtist(await request.permissionContext(), request.body),
      }),
  );
  app.get(
    '/api/v1/artists/:id/edit',
    {
      config: LOGIN,
      schema: {
        tags,
        summary: 'An artist for its editor',
        params: idParamSchema,
        response: { 200: editableArtistResponseSchema },
      },
    },
    async (request) => ({
      artist: await music.editArtist(await request.permissionContext(), request.params.id),
    }),
  );
  app.put(
    '/api/v1/artists/:id',
    {
      config: LOGIN,
      schema: {
        tags,
        summary: 'Update an artist',
        params: idParamSchema,
        body: artistInputSchema,
        response: { 200: editableArtistResponseSchema },
      },
    },
    async (request) => ({
      artist: await music.updateArtist(
        await request.permissionContext(),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.delete(
    '/api/v1/artists/:id',
    {
      config: UPDATE_ALL,
      schema: {
        tags,
        summary: 'Delete an artist',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await music.deleteArtist(await request.permissionContext(), request.params.id);
      return reply.status(204).send();
    },
  );
};
