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
import { z } from 'zod';
import { defineRoutes } from '../../platform/http/define-routes';
import { LOGGED_IN, loggedInWith } from '../../platform/http/guards';

const CREATE = loggedInWith('music.create');
const UPDATE_ALL = loggedInWith('music.update');
const deleteAlbumQuerySchema = z.object({ with_tracks: booleanFilter });

/**
 * The music editors (shared/music/music.schemas.ts): who may is decided by
 * MusicService through music.policy.ts (the caller's own music, or music.update).
 */
export const musicRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['music'], guard: LOGGED_IN });
  const music = app.services.music;

  // ---- Tracks -------------------------------------------------------------------------------
  routes.post(
    '/api/v1/tracks',
    {
      guard: CREATE,
      summary: 'Create a draft track from uploaded audio',
      body: newTrackSchema,
      created: editableTrackResponseSchema,
    },
    async (request) => ({
      track: await music.createTrack(await request.permissionContext(), request.body),
    }),
  );
  routes.get(
    '/api/v1/tracks/:id/edit',
    {
      summary: 'A track for its editor',
      params: idParamSchema,
      response: editableTrackResponseSchema,
    },
    async (request) => ({
      track: await music.editTrack(await request.permissionContext(), request.params.id),
    }),
  );
  routes.put(
    '/api/v1/tracks/:id',
    {
      summary: 'Update a track',
      params: idParamSchema,
      body: trackInputSchema,
      response: editableTrackResponseSchema,
    },
    async (request) => ({
      track: await music.updateTrack(
        await request.permissionContext(),
        request.params.id,
        request.body,
      ),
    }),
  );
  routes.delete(
    '/api/v1/tracks/:id',
    { summary: 'Delete a track', params: idParamSchema, noContent: true },
    async (request) => {
      await music.deleteTrack(await request.permissionContext(), request.params.id);
    },
  );
  routes.put(
    '/api/v1/tracks/:id/lyrics',
    {
      summary: "Save a track's lyrics (plain or LRC)",
      params: idParamSchema,
      body: lyricsInputSchema,
      response: lyricsResponseSchema,
    },
    async (request) => ({
      lyrics: await music.saveLyrics(
        await request.permissionContext(),
        request.params.id,
        request.body,
      ),
    }),
  );
  routes.delete(
    '/api/v1/tracks/:id/lyrics',
    {
      summary: "Delete a track's lyrics",
      params: idParamSchema,
      noContent: true,
    },
    async (request) => {
      await music.deleteLyrics(await request.permissionContext(), request.params.id);
    },
  );
  routes.post(
    '/api/v1/music/publish',
    {
      summary: 'Publish drafts',
      body: publishSchema,
      response: publishResponseSchema,
    },
    async (request) => ({
      tracks: await music.publish(await request.permissionContext(), request.body),
    }),
  );

  // ---- Albums -------------------------------------------------------------------------------
  routes.post(
    '/api/v1/albums',
    {
      guard: CREATE,
      summary: 'Create an album',
      body: albumInputSchema,
      created: editableAlbumResponseSchema,
    },
    async (request) => ({
      album: await music.createAlbum(await request.permissionContext(), request.body),
    }),
  );
  routes.get(
    '/api/v1/albums/:id/edit',
    {
      summary: 'An album for its editor',
      params: idParamSchema,
      response: editableAlbumResponseSchema,
    },
    async (request) => ({
      album: await music.editAlbum(await request.permissionContext(), request.params.id),
    }),
  );
  routes.put(
    '/api/v1/albums/:id',
    {
      summary: 'Update an album',
      params: idParamSchema,
      body: albumInputSchema,
      response: editableAlbumResponseSchema,
    },
    async (request) => ({
      album: await music.updateAlbum(
        await request.permissionContext(),
        request.params.id,
        request.body,
      ),
    }),
  );
  routes.delete(
    '/api/v1/albums/:id',
    {
      summary: 'Delete an album (and its tracks with with_tracks=true)',
      params: idParamSchema,
      querystring: deleteAlbumQuerySchema,
      noContent: true,
    },
    async (request) => {
      await music.deleteAlbum(
        await request.permissionContext(),
        request.params.id,
        request.query.with_tracks ?? false,
      );
    },
  );

  // ---- Artists ------------------------------------------------------------------------------
  routes.post(
    '/api/v1/artists',
    {
      guard: UPDATE_ALL,
      summary: 'Create an artist',
      body: artistInputSchema,
      created: editableArtistResponseSchema,
    },
    async (request) => ({
      artist: await music.createArtist(await request.permissionContext(), request.body),
    }),
  );
  routes.get(
    '/api/v1/artists/:id/edit',
    {
      summary: 'An artist for its editor',
      params: idParamSchema,
      response: editableArtistResponseSchema,
    },
    async (request) => ({
      artist: await music.editArtist(await request.permissionContext(), request.params.id),
    }),
  );
  routes.put(
    '/api/v1/artists/:id',
    {
      summary: 'Update an artist',
      params: idParamSchema,
      body: artistInputSchema,
      response: editableArtistResponseSchema,
    },
    async (request) => ({
      artist: await music.updateArtist(
        await request.permissionContext(),
        request.params.id,
        request.body,
      ),
    }),
  );
  routes.delete(
    '/api/v1/artists/:id',
    { guard: UPDATE_ALL, summary: 'Delete an artist', params: idParamSchema, noContent: true },
    async (request) => {
      await music.deleteArtist(await request.permissionContext(), request.params.id);
    },
  );
};
