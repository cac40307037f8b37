export * from './accounts.js';
export * from './current-user.js';
export * from './age.js';
export { hashPassword, verifyPassword } from './password.js';
