/** A multipart/form-data body with one file part, as a browser's upload sends it. */
export const BOUNDARY = '----hearth-test-boundary';

export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export function multipart(filename: string, content: Buffer, type = 'application/octet-stream'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
