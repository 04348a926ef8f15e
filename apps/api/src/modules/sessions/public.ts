export { signOutEverywhere } from './service';
export { knownDevice, type SignedIn, startSignedInSession } from './sign-in-session';
export { signedInReply } from './signed-in-reply';
