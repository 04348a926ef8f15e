export { prepareEmailChange } from './email-verification';
export { type CodeMail, issueResetCode } from './password-reset';
