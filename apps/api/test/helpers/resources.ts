import type { LightMyRequestResponse } from 'fastify';
import type { TestApp, TestUser } from './test-app';

export interface FilePart {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it: the fields, then the file if there is one. */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = '----tutorium-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([key, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a resource through `t` as `user`, as the Resources screen's form sends it. */
export function uploadResource(
  t: TestApp,
  user: TestUser,
  fields: Record<string, string>,
  file?: FilePart,
): Promise<LightMyRequestResponse> {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/resources',
    payload: body.payload,
    headers: { ...body.headers, ...user.headers },
  });
}
