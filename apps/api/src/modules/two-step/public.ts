export { type PendingTwoStep, startTwoStep, twoStepMessages } from './sign-in';
