import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  test.each([
    ['/roster?search=Jane%20Smith&take=20', '/roster?search=[redacted]&take=20'],
    ['/CommunicationRequest?skip=0&searchValue=smith', '/CommunicationRequest?skip=0&searchValue=[redacted]'],
    ['/sms-simulator/phones?phone=4155550101', '/sms-simulator/phones?phone=[redacted]'],
    ['/live?token=abc.def', '/live?token=[redacted]'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
  test('leaves other parameters alone', () => {
    expect(redactUrl('/roster?sortKey=lastName&skip=40')).toBe('/roster?sortKey=lastName&skip=40');
  });
});
