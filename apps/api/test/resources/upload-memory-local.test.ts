import { uploadMemorySuite } from '../helpers/upload-memory';

uploadMemorySuite('local');
