export { createdByAdmin, recordAudit } from './audit';
export { eraseUserAsAdmin } from './erasure';
