export { prepareEmailChange } from './email-verification';
export { type CodeMail, prepareResetCode } from './password-reset';
