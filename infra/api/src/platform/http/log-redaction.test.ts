import { errorForLog, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  test.each([
    ['/roster?search=Jane%20Smith&take=20', '/roster?search=[redacted]&take=20'],
    ['/CommunicationRequest?skip=0&searchValue=smith', '/CommunicationRequest?skip=0&searchValue=[redacted]'],
    ['/sms-simulator/phones?phone=4155550101', '/sms-simulator/phones?phone=[redacted]'],
    ['/live?token=abc.def', '/live?token=[redacted]'],
    ['/roster?%73earch=Abernathy&take=20', '/roster?%73earch=[redacted]&take=20'],
    ['/live?%74oken=abc.def', '/live?%74oken=[redacted]'],
    ['/patient?link=abc&x=1', '/patient?link=[redacted]&x=1'],
    // A roster cursor sorted by name is the row's last and first name, base64url-encoded.
    ['/roster?sortKey=lastName&after=WyJyb3N0ZXIiLCJzbWl0aCJd&take=20', '/roster?sortKey=lastName&after=[redacted]&take=20'],
    ['/CommunicationRequest?before=WyJjb252ZXJzYXRpb25zIl0&take=20', '/CommunicationRequest?before=[redacted]&take=20'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
  test('leaves other parameters alone', () => {
    expect(redactUrl('/roster?sortKey=lastName&skip=40')).toBe('/roster?sortKey=lastName&skip=40');
  });
});

describe('errorForLog', () => {
  test('keeps the class, code and a fingerprint; drops message, query and params', () => {
    const error = Object.assign(new TypeError('invalid input syntax for type integer: "Jane Smith"'), {
      code: '22P02',
      query: 'update patients set first_name = $1',
      params: ['Jane Smith', '4155550101'],
      detail: 'Key (sms_phone)=(4155550101)',
    });
    expect(errorForLog(error)).toEqual({ type: 'TypeError', code: '22P02', fingerprint: expect.stringMatching(/^[0-9a-f]{12}$/) });
  });
  test('a code that is not a code is not logged', () => {
    expect(errorForLog(Object.assign(new Error('x'), { code: 'Jane Smith 4155550101' }))).not.toHaveProperty('code');
    expect(errorForLog('Jane Smith')).toEqual({ type: 'string', fingerprint: expect.any(String) });
  });
});
