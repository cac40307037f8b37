import {
  AccountProfile,
  ApiErrorBody,
  AVATAR_CONTENT_TYPES,
  AvatarChoice,
  AvatarImageParams,
  AvatarResponse,
  AvatarUpload,
  ProfileUpdate,
  SweepsEligibilityResponse,
  SweepsRegions,
  regionName,
} from '@casino/contracts';
import {
  checkSweepsEligibility,
  chooseBundledAvatar,
  eligibilityResponseOf,
  getAccountProfile,
  readAvatarImage,
  updateProfile,
  uploadAvatar,
} from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';

/** An uploaded avatar arrives base64 in JSON: up to 200 KB of image is about 270 KB of body. */
export const AVATAR_UPLOAD_BODY_LIMIT = 320 * 1024;

/** The profile, the avatar and sweepstakes eligibility (issue 18). */
export function profileRoutes(app: ApiInstance, ctx: ApiContext): void {
  const rules = { excludedRegions: ctx.config.sweepsExcludedRegions };
  const avatarRateLimit = { max: ctx.config.accountRateLimits.avatarWritesPerMinute, timeWindow: '1 minute' };

  app.get(
    '/api/account/profile',
    {
      schema: {
        tags: ['account'],
        summary:
          "The player's profile: name, email (verified or not), avatar, region and sweepstakes eligibility",
        response: { 200: AccountProfile, 401: ApiErrorBody },
      },
    },
    async (request) => getAccountProfile(ctx.db, await requireUserId(request, ctx.clock), rules),
  );

  app.put(
    '/api/account/profile',
    {
      schema: {
        tags: ['account'],
        summary:
          'Change the display name (first and last, one line of plain text each) and the region the player lives in (a country; in the US, a state)',
        body: ProfileUpdate,
        response: { 200: AccountProfile, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) =>
      updateProfile(ctx.db, await requireUserId(request, ctx.clock), request.body, {
        rules,
        now: ctx.clock(),
      }),
  );

  app.get(
    '/api/account/eligibility',
    {
      schema: {
        tags: ['account'],
        summary:
          'Whether the player may buy coin packages and use sweepstakes coins, and if not why (guest, no region declared, excluded region) and what to tell them',
        response: { 200: SweepsEligibilityResponse, 401: ApiErrorBody },
      },
    },
    async (request) =>
      eligibilityResponseOf(
        await checkSweepsEligibility(ctx.db, await requireUserId(request, ctx.clock), rules),
      ),
  );

  // Public: the rules pages name these regions to visitors too.
  app.get(
    '/api/account/sweeps-regions',
    {
      schema: {
        tags: ['account'],
        summary:
          'The regions where sweepstakes play is not offered (SWEEPS_EXCLUDED_REGIONS), with their names',
        response: { 200: SweepsRegions },
      },
    },
    () =>
      Promise.resolve({
        excludedRegions: rules.excludedRegions.map((code) => ({ code, name: regionName(code) })),
      }),
  );

  app.put(
    '/api/account/avatar',
    {
      config: { rateLimit: avatarRateLimit },
      schema: {
        tags: ['account'],
        summary:
          'Choose one of the avatars shipped with the app, or none (initials); an uploaded picture is deleted',
        body: AvatarChoice,
        response: { 200: AvatarResponse, 400: ApiErrorBody, 401: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) =>
      chooseBundledAvatar(ctx.db, await requireUserId(request, ctx.clock), request.body.avatar),
  );

  app.post(
    '/api/account/avatar/upload',
    {
      bodyLimit: AVATAR_UPLOAD_BODY_LIMIT,
      config: { rateLimit: avatarRateLimit },
      schema: {
        tags: ['account'],
        summary:
          'Upload a picture as the avatar: a PNG, JPEG or WebP file (judged by its content) of at most 200 KB and 32 to 1024 pixels a side, base64-encoded; location and camera metadata are removed; served from this site',
        body: AvatarUpload,
        response: {
          200: AvatarResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          413: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request) =>
      uploadAvatar(ctx.db, await requireUserId(request, ctx.clock), request.body.image, ctx.clock()),
  );

  // Public like any avatar (other players see it); the id is 128 random bits and never reused.
  app.get(
    '/api/account/avatar-images/:imageId',
    {
      schema: {
        tags: ['account'],
        summary: "An uploaded avatar picture (the player's profileImageUrl points here)",
        params: AvatarImageParams,
        produces: [...AVATAR_CONTENT_TYPES],
        response: {
          200: z.any().describe('the picture: image/png, image/jpeg or image/webp'),
          400: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const image = await readAvatarImage(ctx.db, request.params.imageId);
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline; filename="avatar"')
        .send(image.bytes);
    },
  );
}
