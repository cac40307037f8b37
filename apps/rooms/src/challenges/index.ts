export { ChallengeRoom } from './challenge-room.js';
export { ChallengeLobbyRoom } from './challenge-lobby-room.js';
export {
  DEFAULT_CHALLENGE_TIMING,
  type ChallengeRoomDeps,
  type ChallengeTiming,
} from './challenge-room-deps.js';
export { hostedChallenges } from './hosted-challenges.js';
export { startChallengeHosting, type ChallengeHosting } from './challenge-hosting.js';
export { createJournalWriter, type JournalWriter } from './journal-writer.js';
