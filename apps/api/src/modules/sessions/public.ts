export { signOutEverywhere } from './service';
export { knownDevice, type SignedIn, startSignedInSession } from './sign-in-session';
