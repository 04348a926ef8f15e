export { attachedResources } from './attached';
export {
  readUploadForm,
  resourceFolder,
  storedContentType,
  storeUpload,
  UPLOAD_TIMEOUT_MS,
  type UploadForm,
} from './upload';
