/** Server paths the web app calls (one place, so a rename is one edit). */
export const endpoints = {
  currentUser: '/api/auth/user',
  guest: '/api/auth/guest',
  login: '/api/auth/login',
  register: '/api/auth/register',
  logout: '/api/logout',
} as const;
