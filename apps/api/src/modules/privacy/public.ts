export { recordAudit } from './audit';
export { eraseUserAsAdmin } from './erasure';
