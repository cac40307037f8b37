// Vitest setup file (root vitest.config.ts, the db-backed projects): new password hashes in tests are
// made with scrypt N=2^12 instead of the product's 2^17 (32 times less CPU and memory). Everything of
// the hashing still runs: the format, the salt, verification, rehashing of weaker hashes at sign-in
// (judged against these parameters). accounts/password.test.ts restores the product's parameters and
// checks them; the browser tests run the real server, with the real parameters.
import { usePasswordHashParams, type ScryptParams } from '../src/accounts/password.js';

export const TEST_HASH_PARAMS: ScryptParams = { N: 2 ** 12, r: 8, p: 1, keylen: 32 };

usePasswordHashParams(TEST_HASH_PARAMS);
