import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@casino/contracts';
import {
  friendIdsOf,
  MemoryHashStore,
  PlayerPresence,
  systemClock,
  useResponsibleGamingClock,
  type Clock,
  type PresenceHashStore,
  useSweepsRules,
} from '@casino/domain';
import type { Database, Kysely } from '@casino/db';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { ApiContext, ApiInstance } from './api-context.js';
import { createPlayerNotifications, type PlayerNotifications } from './live/player-notifications.js';
import { LiveChannels } from './live/live-channels.js';
import type { ApiConfig } from './config.js';
import { registerErrorResponses, sendError } from './plugins/error-responses.js';
import { frameworkErrors } from './plugins/framework-errors.js';
import { registerSessionPurge } from './plugins/session-purge.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerOriginCheck } from './plugins/origin-check.js';
import { registerSessions } from './plugins/sessions.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { createRateCounters } from './rate-limits/rate-counters.js';
import { createSignInLimits, registerRouteRateLimits } from './rate-limits/sign-in-limits.js';
import { registerWebApp, UNHASHED_CACHE } from './plugins/web-app.js';
import { registerResponseCompression } from './plugins/response-compression.js';
import { fastifyLoggerOptions } from './logging/process-logger.js';
import { ReadableRequestLog } from './logging/readable-request-log.js';
import { authRoutes } from './routes/auth-routes.js';
import { slotsRoutes } from './routes/games/slots/slots-routes.js';
import { rouletteRoutes } from './routes/games/roulette/roulette-routes.js';
import { baccaratRoutes } from './routes/games/baccarat/baccarat-routes.js';
import { fairnessRoutes } from './routes/fairness-routes.js';
import { gameRoutes } from './routes/game-routes.js';
import { healthRoutes } from './routes/health-routes.js';
import { playerHistoryRoutes } from './routes/history/player-history-routes.js';
import { historyRoutes } from './routes/history-routes.js';
import { blackjackRoutes } from './routes/games/blackjack/blackjack-routes.js';
import { videoPokerRoutes } from './routes/games/video-poker/video-poker-routes.js';
import { crapsRoutes } from './routes/games/craps/craps-routes.js';
import { registerEventProjector } from './plugins/event-projector.js';
import { registerPurchaseReconciler } from './plugins/purchase-reconciler.js';
import { registerLedgerAuditSchedule } from './plugins/ledger-audit-schedule.js';
import { registerVipCashback } from './plugins/vip-cashback.js';
import { loyaltyRoutes } from './routes/loyalty-routes.js';
import { freeCoinRoutes } from './routes/free-coin-routes.js';
import { coinStoreRoutes } from './routes/coin-store-routes.js';
import { promotionRoutes } from './routes/promotion-routes.js';
import { jackpotRoutes } from './routes/jackpot-routes.js';
import { leaderboardRoutes } from './routes/leaderboard-routes.js';
import { achievementRoutes } from './routes/achievement-routes.js';
import { pokerRoutes } from './routes/games/holdem/poker-routes.js';
import { privatePokerRoutes } from './routes/games/holdem/private-poker-routes.js';
import { liveTableRoutes } from './routes/live-tables/live-table-routes.js';
import { challengePlayRoutes } from './routes/p2p-challenges/challenge-play-routes.js';
import { p2pChallengeRoutes } from './routes/p2p-challenges/p2p-challenge-routes.js';
import { friendRoutes } from './routes/social/friend-routes.js';
import { feedRoutes } from './routes/social/feed-routes.js';
import { referralRoutes } from './routes/social/referral-routes.js';
import { registerChallengeExpiry } from './plugins/challenge-expiry.js';
import { registerAdminScope } from './routes/admin/admin-scope.js';
import { adminRouteModules } from './routes/admin/admin-routes.js';
import { socialLoginRoutes } from './routes/social/social-login-routes.js';
import type { TableBus } from './poker/table-bus.js';
import { registerMailer } from './plugins/mailer.js';
import { shareRoutes } from './routes/social/share-routes.js';
import { mailboxRoutes } from './routes/social/mailbox-routes.js';
import { inviteRoutes } from './routes/social/invite-routes.js';
import { liveChannelRoutes } from './routes/social/live-channel-routes.js';
import { sweepstakesRulesRoutes } from './routes/redemption/sweepstakes-rules-routes.js';
import { redemptionRoutes } from './routes/redemption/redemption-routes.js';
import { kycRoutes } from './routes/redemption/kyc-routes.js';
import { amoeRoutes } from './routes/redemption/amoe-routes.js';
import { accountRoutes } from './routes/account/account-routes.js';
import { responsibleGamingRoutes } from './routes/responsible-gaming-routes.js';
import { aiGameRoutes } from './routes/ai-games/ai-game-routes.js';
import { registerAiGameDesigner } from './plugins/ai-game-designer.js';

export interface BuildApiOptions {
  config: ApiConfig;
  db: Kysely<Database>;
  clock?: Clock;
  /** An http server to attach to (the embedded mode shares one port with the rooms). */
  serverFactory?: FastifyServerOptions['serverFactory'];
  onLogout?: (userId: string, sids?: readonly string[]) => void;
  /** How the poker REST calls reach the table rooms (the rooms' presence embedded, Redis scaled out). */
  tableBus?: TableBus | null;
  /** Where presence is kept: the rooms' presence embedded, Redis scaled out; this process alone by default. */
  presenceStore?: PresenceHashStore;
  /** How notifications reach players' live channels; made from the table bus by default (tests hand their own to listen). */
  notifications?: PlayerNotifications;
  /** Told of every route as it is registered (the contract fuzz test checks each one is fuzzed). */
  onRoute?: (route: RouteOptions) => void;
}

const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The shared Redis (rate-limit counters): commands fail at once while it is disconnected instead of
 * queueing (the counters fall back to this process), and it reconnects by itself.
 */
function connectRedis(app: ApiInstance, url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 1_000 });
  let reported = false;
  redis.on('error', (err) => {
    if (!reported) app.log.warn({ err }, 'Redis connection lost; reconnecting');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) app.log.info('Redis connection restored');
    reported = false;
  });
  app.addHook('onClose', (_instance, done) => {
    redis.disconnect();
    done();
  });
  return redis;
}

/** Builds the REST api (not listening): thin routes over domain services. */
export async function buildApi(options: BuildApiOptions): Promise<ApiInstance> {
  const { config, db } = options;
  // Sweepstakes play through this api obeys the configured excluded regions (casino/sweeps-play-gate.ts).
  useSweepsRules(db, { excludedRegions: config.sweepsExcludedRegions });
  const app = Fastify({
    logger: fastifyLoggerOptions(config),
    // The readable format logs a request as one debug line; JSON logs keep Fastify's two.
    ...(config.logFormat === 'pretty' ? { logController: new ReadableRequestLog() } : {}),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const redis = config.redisUrl ? connectRedis(app, config.redisUrl) : null;
  const rateCounters = createRateCounters(redis, (err) =>
    app.log.warn({ err }, 'rate limits: Redis unreachable, counting in this process until it returns'),
  );
  const clock = options.clock ?? systemClock;
  // The wager and purchase gates judge periods and sessions by the api's clock (tests inject one).
  useResponsibleGamingClock(db, clock);
  const notifications = options.notifications ?? createPlayerNotifications(options.tableBus ?? null);
  const liveChannels = new LiveChannels(db, clock);
  const ctx: ApiContext = {
    config,
    db,
    clock,
    onLogout: (userId, sids) => {
      options.onLogout?.(userId, sids);
      void liveChannels
        .closeEndedSessionsOf(userId)
        .catch((err: unknown) => app.log.warn({ err }, 'live channels of a logout not closed'));
    },
    tableBus: options.tableBus ?? null,
    // A player's first live connection (or their last closing) here tells their friends.
    presence: new PlayerPresence(
      options.presenceStore ?? new MemoryHashStore(),
      db,
      clock,
      (userId, change) =>
        void friendIdsOf(db, userId).then(
          (friendIds) => {
            for (const friendId of friendIds)
              notifications.publish(friendId, {
                type: 'friend-presence',
                userId,
                isOnline: change === 'online',
              });
          },
          (err: unknown) => app.log.warn({ err }, 'friends not told of a presence change'),
        ),
    ),
    notifications,
    liveChannels,
    rateCounters,
    signInLimits: createSignInLimits(rateCounters, config),
    redisStatus: () => (redis ? (redis.status === 'ready' ? 'up' : 'down') : 'unused'),
  };

  registerErrorResponses(app);
  // Before every route: it attaches to each route as the route is added.
  await registerResponseCompression(app);
  await registerSecurityHeaders(app, config);
  registerOriginCheck(app, config.allowedOrigins);
  await registerRouteRateLimits(app, rateCounters);
  await registerSessions(app, { db, clock: ctx.clock, secrets: config.sessionSecrets });
  registerSessionPurge(app, { db, clock: ctx.clock });
  registerMetrics(app);
  await registerOpenApi(app);

  healthRoutes(app, ctx);
  authRoutes(app, ctx);
  gameRoutes(app, ctx);
  slotsRoutes(app, ctx);
  rouletteRoutes(app, ctx);
  baccaratRoutes(app, ctx);
  historyRoutes(app, ctx);
  playerHistoryRoutes(app, ctx);
  fairnessRoutes(app, ctx);
  blackjackRoutes(app, ctx);
  videoPokerRoutes(app, ctx);
  crapsRoutes(app, ctx);
  registerEventProjector(app, ctx);
  loyaltyRoutes(app, ctx);
  freeCoinRoutes(app, ctx);
  coinStoreRoutes(app, ctx);
  registerPurchaseReconciler(app, ctx);
  promotionRoutes(app, ctx);
  jackpotRoutes(app, ctx);
  registerVipCashback(app, ctx);
  leaderboardRoutes(app, ctx);
  achievementRoutes(app, ctx);
  pokerRoutes(app, ctx);
  privatePokerRoutes(app, ctx);
  liveTableRoutes(app, ctx);
  p2pChallengeRoutes(app, ctx);
  challengePlayRoutes(app, ctx);
  friendRoutes(app, ctx);
  feedRoutes(app, ctx);
  referralRoutes(app, ctx);
  registerChallengeExpiry(app, ctx);
  registerLedgerAuditSchedule(app, ctx);
  registerMailer(app, ctx);
  shareRoutes(app, ctx);
  mailboxRoutes(app, ctx);
  socialLoginRoutes(app, ctx);
  liveChannelRoutes(app, ctx);
  inviteRoutes(app, ctx);
  sweepstakesRulesRoutes(app, ctx);
  redemptionRoutes(app, ctx);
  kycRoutes(app, ctx);
  amoeRoutes(app, ctx);
  accountRoutes(app, ctx);
  responsibleGamingRoutes(app, ctx);
  aiGameRoutes(app, ctx, registerAiGameDesigner(app, ctx));
  await registerAdminScope(app, ctx, adminRouteModules);

  // Presence: this process's connections are refreshed while it runs and dropped when it closes.
  let stopPresence: (() => Promise<void>) | null = null;
  app.addHook('onReady', (done) => {
    const onError = (err: unknown) => app.log.warn({ err }, 'presence heartbeat failed');
    stopPresence = ctx.presence.start(onError);
    liveChannels.start(onError);
    done();
  });
  app.addHook('preClose', async () => {
    liveChannels.stop();
    await stopPresence?.();
  });

  const servesWeb = config.webDistDir ? await registerWebApp(app, config.webDistDir) : false;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const isApi = path.startsWith('/api') || path === '/healthz' || path === '/metrics';
    // A hashed file that is gone (a tab open across a release asking for an old page's chunk) is a
    // 404 the app can notice, not index.html served as JavaScript.
    const isAsset = path.startsWith('/assets/');
    if (servesWeb && !isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').header('cache-control', UNHASHED_CACHE).sendFile('index.html');
    }
    return sendError(reply, 404, ErrorCode.notFound, `No route for ${request.method} ${path}`);
  });
  return app;
}
