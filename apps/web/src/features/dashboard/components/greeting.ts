import type { User } from '@tutorium/contract/users';

/** "Welcome, Asha Rao." in the session of their first sign-in, "Welcome back, Asha Rao." in every later one. */
export const greeting = (user: User): string => `${user.firstSession ? 'Welcome' : 'Welcome back'}, ${user.name}.`;
