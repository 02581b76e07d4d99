import { redactUrl } from '../../platform/http/log-redaction';
import { newLinkToken } from '../patient-app/secrets';

test('request logs never show a patient link token, a sent-article id or a phone code', () => {
  const token = newLinkToken();
  expect(redactUrl(`/enrollment/${token}`)).toBe('/enrollment/[redacted]');
  expect(redactUrl(`/enrollment/${token}/verifyCode?code=1234`)).toBe('/enrollment/[redacted]/verifyCode?code=[redacted]');
  expect(redactUrl(`/enrollment/${token}/requestCall?phone=5552010100`)).toBe('/enrollment/[redacted]/requestCall?phone=[redacted]');
  expect(redactUrl(`/article/${token}/f9bd49ab-a146-4be1-a877-1e19a83f0be4`)).toBe('/article/[redacted]/f9bd49ab-a146-4be1-a877-1e19a83f0be4');
  // Professional paths with ids are left readable.
  expect(redactUrl('/enrollment/pending')).toBe('/enrollment/pending');
  expect(redactUrl('/enrollment/f9bd49ab-a146-4be1-a877-1e19a83f0be4/approve')).toBe('/enrollment/f9bd49ab-a146-4be1-a877-1e19a83f0be4/approve');
});
