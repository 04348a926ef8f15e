export { resourceFolder, storedContentType, storeUpload, UPLOAD_TIMEOUT_MS } from './upload';
