import { uploadMemorySuite } from '../helpers/upload-memory';

uploadMemorySuite('s3');
